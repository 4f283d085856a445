// The city switch carries the visitor's favourites, comparison and tracking parameters between
// the city hosts in development as in production, and the `city` cookie is written where the target host reads it.
// (Production shares them through cookies on the site domain; localhost and tula.localhost cannot, so the switch
// enters the other host through the API's session handoff.)
import { expect, test, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand, cityOrigin } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

const counter = (page: Page, list: 'favorites' | 'comparison') => page.locator(`header a[data-counter="${list}"]`).first();

async function chooseCity(page: Page, slug: string) {
  await page.locator('header [data-dropdown="city"] button').first().click();
  await page.locator(`header button[data-city="${slug}"]`).first().click();
}

test('favourites, comparison and utm parameters carry over to the Tula host and back', async ({ page, context, baseURL }) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tula = cityOrigin(baseURL, 'tula');
  await page.setViewportSize({ width: 1440, height: 900 });
  // the visitor landed from an ad, then went on browsing (the switch happens on a page without the parameters)
  await page.goto(`${moscow}/?utm_source=e2e-carry&utm_campaign=city-switch`);
  await openHydrated(page, `${moscow}/selections/flat`);
  const card = page.locator('[data-remote-region="catalog/SelectionsPage"] [data-testid="lot-card"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const lotId = await card.getAttribute('data-lot-id');
  await card.getByRole('button', { name: 'Добавить в избранное' }).click();
  await card.getByRole('button', { name: 'Добавить к сравнению' }).click();
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
  await expect(counter(page, 'comparison')).toHaveAttribute('aria-label', 'Сравнение: 1');

  await chooseCity(page, 'tula');
  await page.waitForURL(`${tula}/selections/flat`);

  // the Tula host knows the visitor: the Moscow lot is in both lists there
  await openHydrated(page, `${tula}/favorites`);
  const favorites = page.locator('[data-remote-region="favorites/FavoritesPage"]');
  await favorites.getByRole('tab', { name: 'Москва 1' }).click();
  await expect(favorites.locator(`[data-testid="favorite-lot"][data-lot-id="${lotId}"]`)).toBeVisible();
  await page.goto(`${tula}/comparison`);
  await expect(page.locator('[data-remote-region="favorites/ComparisonPage"]').getByRole('tab', { name: 'Москва 1' })).toBeVisible();

  // the tracking parameters and the chosen city are on the Tula host too
  const tulaCookies = await context.cookies(tula);
  const utm = tulaCookies.find((cookie) => cookie.name === 'utm');
  expect(JSON.parse(decodeURIComponent(utm?.value ?? '{}'))).toMatchObject({ utm_source: 'e2e-carry', utm_campaign: 'city-switch' });
  expect(tulaCookies.find((cookie) => cookie.name === 'city')?.value).toBe('tula');

  // and back: the Moscow host still has both lists, and now reads the city it was switched to
  await chooseCity(page, 'moskva');
  await page.waitForURL(`${moscow}/comparison`);
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
  await expect(counter(page, 'comparison')).toHaveAttribute('aria-label', 'Сравнение: 1');
  expect((await context.cookies(moscow)).find((cookie) => cookie.name === 'city')?.value).toBe('moskva');
});
