// Issue 10: an axe scan of every route of SPEC §2 (real slugs and ids from the API) at 375 px and 1440 px with no
// serious or critical violation, no console error and no sideways scroll on any route. Each route is its own step with soft checks,
// so one run names every failing route and rule.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../harness/test';
import { collectConsoleErrors } from '../harness/consoleErrors';
import { qaRoutes } from '../harness/qaRoutes';

/** Map tiles come from the internet, which test machines do not reach: their failures are not the site's errors. */
const siteErrors = (errors: string[]) => errors.filter((error) => !/openstreetmap|\/tiles?\//.test(error));

for (const width of [1440, 375] as const) {
  test(`every route at ${width} px: no serious or critical axe violation, no console error, no sideways scroll`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const routes = await qaRoutes(baseURL as string);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      await test.step(route, async () => {
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
        // the site's own document only: third-party frames (the captcha's) keep their storage to themselves
        await context.addInitScript(() => window === window.top && window.localStorage.setItem('accept-cookie', 'true'));
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        try {
          const response = await page.goto(route);
          expect.soft(response?.status(), `${route}: HTTP status`).toBeLessThan(400);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await expect.soft(page.locator('main h1, [data-remote-region] h1, h1').first(), `${route}: a heading`).toBeVisible();
          await expect.soft(page.locator('[data-testid="region-fallback"]'), `${route}: no region fallback`).toHaveCount(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect.soft(overflow, `${route}: no sideways scroll (px wider than the viewport)`).toBeLessThanOrEqual(0);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
            }));
          if (serious.length) {
            const shot = testInfo.outputPath(`axe-${width}-${route.replace(/[^a-z0-9]+/gi, '_')}.png`);
            await page.screenshot({ path: shot, fullPage: true });
            await testInfo.attach(`axe ${width} ${route}`, { path: shot, contentType: 'image/png' });
          }
          expect.soft(serious, `${route}: serious or critical axe violations`).toEqual([]);
          expect.soft(siteErrors(errors), `${route}: console errors`).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
