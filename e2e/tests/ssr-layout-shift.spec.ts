// A server-rendered page does not move once painted. Its styles are in the first response and hydration
// renders the same markup, so from the first paint until the remotes' code has arrived and the network is idle the
// layout shift (the sum of the shifts without recent input, as the CLS metric counts them) stays within 0.02, on a
// phone (its User-Agent included) and a desktop.
import { expect, test, type Page } from '../harness/test';
import { devices, targetRoutes } from './ssr-helpers';

const limit = 0.02;

// Every route the server renders: the bench's routes and mfe-press's content pages.
const routes = [...targetRoutes, ...['/press', '/about', '/contacts', '/excursions', '/personal-data-processing-policy'].map((name) => ({ name, path: async () => name }))];

/** Starts collecting layout shifts before the document arrives. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
            : String(node?.nodeName ?? '');
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the page is hydrated, its remotes' code loaded and two frames painted after that. */
async function settledShifts(page: Page): Promise<Array<{ value: number; sources: string[] }>> {
  await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Array<{ value: number; sources: string[] }>>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShifts: Array<{ value: number; sources: string[] }> }).__layoutShifts),
          ),
        ),
      ),
  );
}

const total = (shifts: Array<{ value: number }>) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const device of devices) {
  test.describe(device.name, () => {
    test.use(device.options);

    for (const route of routes) {
      test(`${route.name} keeps its layout (CLS ≤ ${limit})`, async ({ page }) => {
        const path = await route.path(page);
        await observeLayoutShift(page);
        await page.goto(path);
        const shifts = await settledShifts(page);
        expect(total(shifts), `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(limit);
      });
    }
  });
}

test('the check sees a shift: content pushed down after the first paint counts', async ({ page }) => {
  await observeLayoutShift(page);
  await page.goto('/about');
  await settledShifts(page);
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '200px';
    document.body.prepend(banner);
  });
  expect(total(await settledShifts(page))).toBeGreaterThan(limit);
});
