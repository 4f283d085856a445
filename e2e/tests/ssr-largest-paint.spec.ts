// A page's largest paint comes with its first response. Once the page has hydrated and gone idle, its
// largest contentful paint is something the server's document already paints without scripts — a picture the markup
// names and shows, or a text it has — not a picture that appears only once the scripts have run. And the first-screen
// pictures the document asks for at once (fetchpriority high) are shown with and without scripts (one that loaded
// before hydration stayed transparent before: its load event came before React listened).
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '../harness/test';
import { devices, targetRoutes } from './ssr-helpers';

interface LargestPaint {
  url: string;
  tag: string;
  text: string;
}

/** The last largest-contentful-paint entry of a page that runs scripts. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LargestPaint>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { url: string; element: Element | null };
          resolve({ url: entry.url, tag: entry.element?.tagName.toLowerCase() ?? '', text: entry.element?.textContent?.trim() ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );

/** The first-screen pictures (not their previews) and whether each is loaded and opaque. */
const firstScreenPictures = (page: Page) =>
  page.locator('img[fetchpriority="high"]:not([aria-hidden])').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({ src: image.currentSrc, shown: image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === '1' })),
  );

/** The page read with scripts off, and the document's markup as it arrived. */
async function scriptless(browser: Browser, options: BrowserContextOptions, path: string) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path, { waitUntil: 'load' });
  return { context, page, html: (await response?.text()) ?? '' };
}

for (const device of devices) {
  test.describe(device.name, () => {
    test.use(device.options);

    for (const route of targetRoutes) {
      test(`${route.name}: the largest paint is in the document, and its first-screen pictures show`, async ({ page, browser }) => {
        const path = await route.path(page);
        await page.goto(path);
        await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
        await page.waitForLoadState('networkidle');
        const paint = await largestPaint(page);
        const pictures = await firstScreenPictures(page);
        expect(pictures.length, `${path}: a first-screen picture`).toBeGreaterThan(0);
        expect(pictures.filter((picture) => !picture.shown), `${path}: not shown with scripts`).toEqual([]);

        const bare = await scriptless(browser, device.options, path);
        try {
          if (paint.url) {
            const { pathname, search } = new URL(paint.url);
            expect(bare.html, `${path}: the largest paint ${pathname}${search} in the document`).toContain(`${pathname}${search}`.replaceAll('&', '&amp;'));
            const shown = await bare.page
              .locator('img')
              .evaluateAll((images, url) => (images as HTMLImageElement[]).some((image) => image.currentSrc === url && image.complete && getComputedStyle(image).opacity === '1'), paint.url);
            expect(shown, `${path}: ${paint.url} shown without scripts`).toBe(true);
          } else {
            await expect(bare.page.locator(paint.tag).filter({ hasText: paint.text }).first(), `${path}: <${paint.tag}> ${paint.text}`).toBeVisible();
          }
          expect((await firstScreenPictures(bare.page)).filter((picture) => !picture.shown), `${path}: not shown without scripts`).toEqual([]);
        } finally {
          await bare.context.close();
        }
      });
    }
  });
}
