// Switching the city refreshes the favourites and comparison statistics and the header counts.
// Each city has its own host; in production both share the visitor's session cookie (the API sets it on the site
// domain); on localhost, which cannot carry a domain cookie, the switch hands the session over.
import { expect, test, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { cityOrigin } from './shell-helpers';

const counter = (page: Page, list: 'favorites' | 'comparison') =>
  page.locator(`header a[data-counter="${list}"]`).first();

async function firstCard(page: Page) {
  const card = page.locator('[data-remote-region="catalog/SelectionsPage"] [data-testid="lot-card"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

async function chooseCity(page: Page, slug: string) {
  await page.locator('header [data-dropdown="city"] button').first().click();
  await page.locator(`header button[data-city="${slug}"]`).first().click();
}

test('the header counts follow the city: statistics are fetched for the new city when it changes', async ({
  page,
  baseURL,
}) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tula = cityOrigin(baseURL, 'tula');
  await openHydrated(page, `${moscow}/selections/flat`);
  const moscowFlat = await firstCard(page);
  await moscowFlat.getByRole('button', { name: 'Добавить в избранное' }).click();
  await moscowFlat.getByRole('button', { name: 'Добавить к сравнению' }).click();
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
  await expect(counter(page, 'comparison')).toHaveAttribute('aria-label', 'Сравнение: 1');

  // Sent by the Moscow page itself (its host), before the browser moves to the Tula host.
  const refreshed = page.waitForRequest(`${moscow}/api/favorites/statistics/?city=tula`);
  await chooseCity(page, 'tula');
  await refreshed;
  await page.waitForURL(`${tula}/selections/flat`);
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 0');
  await expect(counter(page, 'comparison')).toHaveAttribute('aria-label', 'Сравнение: 0');

  const tulaFlat = await firstCard(page);
  await tulaFlat.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
  const tulaFlatId = await tulaFlat.getAttribute('data-lot-id');

  const back = page.waitForRequest(`${tula}/api/comparisons/statistics/?city=moskva`);
  await chooseCity(page, 'moskva');
  await back;
  await page.waitForURL(`${moscow}/selections/flat`);
  await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
  await expect(counter(page, 'comparison')).toHaveAttribute('aria-label', 'Сравнение: 1');

  // The favourites page shows the count of each city and the other city's lots on its tab.
  await openHydrated(page, `${moscow}/favorites`);
  const region = page.locator('[data-remote-region="favorites/FavoritesPage"]');
  await expect(region.getByRole('tab', { name: 'Москва 1' })).toHaveAttribute('aria-selected', 'true');
  await region.getByRole('tab', { name: 'Тула 1' }).click();
  await expect(region.locator(`[data-testid="favorite-lot"][data-lot-id="${tulaFlatId}"]`)).toBeVisible();
});
