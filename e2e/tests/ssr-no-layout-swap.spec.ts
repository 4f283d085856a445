// Responsive without swapping: the server's markup is right at every width whatever the User-Agent says (the
// stylesheet's media queries lay it out), so hydration lays nothing out again. Each page is read twice in one load:
// as the server sent it (its scripts held back) and once hydrated with its remotes' code in; the visible layout of
// the page region and the footer's navigation (every element's tag and box, rounded) must be the same. A
// phone-wide window with a desktop User-Agent (a narrowed window, an iPad, «desktop site»), a phone, and a wide window
// with a phone's User-Agent. The widgets of other remotes (favourite toggles, forms) render in the browser only:
// their remotes are kept away so they stay at their fallbacks, and pictures are compared by their frames.
import { expect, test, type Page } from '../harness/test';
import { targetRoutes } from './ssr-helpers';

const phoneAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const desktopAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const cases = [
  { name: '412 px, desktop User-Agent', viewport: { width: 412, height: 823 }, userAgent: desktopAgent },
  { name: '412 px, phone User-Agent', viewport: { width: 412, height: 823 }, userAgent: phoneAgent },
  { name: '1280 px, phone User-Agent', viewport: { width: 1280, height: 800 }, userAgent: phoneAgent },
];

const routes = [...targetRoutes.filter((route) => !route.name.startsWith('/press/')), { name: '/press', path: async () => '/press' }];

/**
 * The visible layout under the page region and the footer's navigation: one line per element that has a box, with
 * its tag and its box (from its root's corner, rounded to 4 px); an image's own elements (preview, picture) are its
 * loading state. Classes are left out: a state such as a button enabled by hydration is not a layout.
 */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const round = (value: number) => Math.round(value / 4) * 4;
    const walk = (element: Element, origin: DOMRect, depth: number) => {
      if (element.tagName === 'IMG') return;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      lines.push(`${' '.repeat(depth)}${element.tagName.toLowerCase()} ${round(box.x - origin.x)},${round(box.y - origin.y)} ${round(box.width)}×${round(box.height)}`);
      for (const child of element.children) walk(child, origin, depth + 1);
    };
    for (const root of document.querySelectorAll('[data-remote-region], [data-testid="site-footer"] nav')) walk(root, root.getBoundingClientRect(), 0);
    return lines;
  });
}

/** The remotes that only add widgets to these pages (favourite toggles, forms): kept away for the comparison. */
async function keepWidgetRemotesAway(page: Page) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  for (const name of ['favorites', 'forms']) {
    const origin = remotes[name] ? new URL(remotes[name]).origin : null;
    if (origin) await page.route(`${origin}/**`, (route) => route.abort());
  }
}

/** Opens `path` with the shell's scripts held until the server's layout has been read; then lets them run. */
async function layoutsBeforeAndAfter(page: Page, path: string): Promise<{ before: string[]; after: string[] }> {
  await keepWidgetRemotesAway(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // the server's markup as painted: fonts in, and the streamed parts revealed (React's own inline scripts reveal
  // them in batches, scripts held or not)
  await page.evaluate(() => document.fonts.ready);
  const before = await settledLayout(page);
  release();
  await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
  await page.waitForLoadState('networkidle');
  // past the resize debounce (500 ms) a width-driven re-render would have happened
  await page.waitForTimeout(800);
  return { before, after: await settledLayout(page) };
}

/** The layout once two reads 400 ms apart agree (at most 15 s). */
async function settledLayout(page: Page): Promise<string[]> {
  let last = await layoutOf(page);
  for (const started = Date.now(); Date.now() - started < 15_000; ) {
    await page.waitForTimeout(400);
    const next = await layoutOf(page);
    if (next.join('\n') === last.join('\n')) return next;
    last = next;
  }
  return last;
}

/** Where two layouts part: the lines around the first difference, or null when they are the same. */
function firstDifference(before: string[], after: string[]): string | null {
  const at = before.findIndex((line, index) => line !== after[index]);
  const index = at === -1 ? (before.length === after.length ? -1 : Math.min(before.length, after.length)) : at;
  if (index === -1) return null;
  const around = (lines: string[]) => lines.slice(Math.max(0, index - 3), index + 4).join('\n');
  return `line ${index}\nserver:\n${around(before)}\nhydrated:\n${around(after)}`;
}

for (const device of cases) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport, userAgent: device.userAgent, isMobile: device.userAgent === phoneAgent && device.viewport.width < 768 });

    for (const route of routes) {
      test(`${route.name}: hydration keeps the server's layout`, async ({ page }) => {
        const path = await route.path(page);
        const { before, after } = await layoutsBeforeAndAfter(page, path);
        expect(before.length, `${path}: the server's page region`).toBeGreaterThan(20);
        expect(firstDifference(before, after), path).toBeNull();
      });
    }
  });
}

test('the check sees a swap: a control taken out of the page after hydration changes the layout read', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const { after } = await layoutsBeforeAndAfter(page, '/selections/flat');
  await page.evaluate(() => document.querySelector('[data-remote-region] button')?.remove());
  expect(await layoutOf(page)).not.toEqual(after);
});
