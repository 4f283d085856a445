// An axe scan of every route of product §2 (real slugs and ids from the API) and the 404 page at 390 px and 1440 px with
// no violation of any impact (WCAG and best practice), no console error and no sideways scroll on any route. Each
// route is its own step with soft checks, so one run names every failing route and rule. The site is the one
// already running (built once): each page is opened, hydrated and scanned, two at a time (a scan is the browser's
// own work, mostly axe's: two keep both cores of a CI machine busy).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../harness/test';
import { collectConsoleErrors } from '../harness/consoleErrors';
import { qaRoutes } from '../harness/qaRoutes';

/** Map tiles come from the internet, which test machines do not reach: their failures are not the site's errors. */
const siteErrors = (errors: string[]) => errors.filter((error) => !/openstreetmap|\/tiles?\//.test(error));

const NOT_FOUND_PATH = '/no-such-page';
const SCANS_AT_ONCE = 2;

for (const width of [1440, 390] as const) {
  test(`every route at ${width} px: no axe violation, no console error, no sideways scroll`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const routes = [...(await qaRoutes(baseURL as string)), NOT_FOUND_PATH];
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const started = Date.now();
    const scan = (route: string) =>
      test.step(route, async () => {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        // the site's own document only: third-party frames (the captcha's) keep their storage to themselves
        await context.addInitScript(() => window === window.top && window.localStorage.setItem('accept-cookie', 'true'));
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        try {
          const response = await page.goto(route);
          expect.soft(response?.status(), `${route}: HTTP status`).toBe(route === NOT_FOUND_PATH ? 404 : 200);
          await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await expect.soft(page.locator('main h1, [data-remote-region] h1, h1').first(), `${route}: a heading`).toBeVisible();
          await expect.soft(page.locator('[data-testid="region-fallback"]'), `${route}: no region fallback`).toHaveCount(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${route}: no sideways scroll (px wider than the viewport)`).toBeLessThanOrEqual(0);
          const results = await new AxeBuilder({ page }).analyze();
          const violations = results.violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          }));
          if (violations.length) {
            const shot = testInfo.outputPath(`axe-${width}-${route.replace(/[^a-z0-9]+/gi, '_')}.png`);
            await page.screenshot({ path: shot, fullPage: true });
            await testInfo.attach(`axe ${width} ${route}`, { path: shot, contentType: 'image/png' });
          }
          expect.soft(violations, `${route}: axe violations`).toEqual([]);
          // the 404 page's own status is logged by the browser as a failed load: the page, not an error of it
          const ownStatus = (error: string) => route === NOT_FOUND_PATH && error.includes('status of 404') && error.includes(NOT_FOUND_PATH);
          expect.soft(siteErrors(errors).filter((error) => !ownStatus(error)), `${route}: console errors`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    const queue = [...routes];
    const scanRest = async (): Promise<void> => {
      for (let route = queue.shift(); route; route = queue.shift()) await scan(route);
    };
    await Promise.all(Array.from({ length: SCANS_AT_ONCE }, scanRest));
    await testInfo.attach('scan time', { body: `${routes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`, contentType: 'text/plain' });
  });
}
