// On a phone every control a finger presses is at least 44 × 44 px (WCAG 2.5.5), on every route and in the open
// mobile menu: the cookie notice's «Принять», carousel arrows, breadcrumbs, filters, footer links and the rest.
import { expect, test } from '../harness/test';
import { qaRoutes } from '../harness/qaRoutes';
import { MIN_TAP_TARGET_PX, smallTapTargets } from '../harness/tapTargets';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand } from './shell-helpers';

test.use({ viewport: { width: 390, height: 844 } });

// the measure: every visible, enabled control of the page (see harness/tapTargets)

test(`every control of every route is at least ${MIN_TAP_TARGET_PX} px on a 390 px phone`, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  await acceptCookiesBeforehand(page);
  const routes = await qaRoutes(baseURL as string);
  const counts: string[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      await openHydrated(page, route);
      const small = await smallTapTargets(page);
      counts.push(`${route}: ${small.length}`);
      expect.soft(small, `${route}: controls under ${MIN_TAP_TARGET_PX} px`).toEqual([]);
    });
  }
  await testInfo.attach('controls under 44 px per route', { body: counts.join('\n'), contentType: 'text/plain' });
});

test('the cookie notice and the open mobile menu, both levels, have no control under 44 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-notice')).toBeVisible({ timeout: 20_000 });
  expect(await smallTapTargets(page)).toEqual([]);
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Принять' }).click();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await expect(menu).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
  // the second level: a back button, the purchase methods and a promo card
  await menu.getByRole('button', { name: 'Способы покупки' }).click();
  await expect(menu.getByRole('button', { name: /Назад/ })).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
});

test('the open footer groups, the selection filters and the chess-board have no control under 44 px', async ({ page }) => {
  await acceptCookiesBeforehand(page);
  await openHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  const closed = footer.locator('button[aria-expanded="false"]');
  expect(await closed.count()).toBeGreaterThan(0);
  while ((await closed.count()) > 0) await closed.first().click();
  expect(await smallTapTargets(page), 'the footer, every group open').toEqual([]);

  await openHydrated(page, '/selections/flat');
  await page.getByRole('button', { name: 'Фильтры' }).click();
  await expect(page.getByRole('group', { name: 'Комнатность' })).toBeVisible();
  expect(await smallTapTargets(page), 'the filters').toEqual([]);

  await openHydrated(page, '/selections/flat?view=chess');
  await expect(page.locator('[data-remote-region="catalog/SelectionsPage"] h1')).toBeVisible();
  expect(await smallTapTargets(page), 'the chess-board').toEqual([]);
});
