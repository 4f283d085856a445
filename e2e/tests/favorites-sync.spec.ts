// A flat favourited on a catalog page raises the header count without a reload, the
// favourites page in a new tab lists it, and removing it there lowers the first tab's count without a reload.
import { expect, test, type Page } from '../harness/test';

const favoritesCounter = (page: Page) => page.locator('header a[data-counter="favorites"]').first();

async function bootMark(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt);
}

test('favourite on a catalog card → header count → /favorites in a new tab → remove there → count falls', async ({ page, context }) => {
  await page.goto('/selections/flat');
  const card = page.locator('[data-remote-region="catalog/SelectionsPage"] [data-testid="lot-card"]').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const lotId = await card.getAttribute('data-lot-id');
  expect(lotId).toMatch(/^\d+$/);
  await expect(favoritesCounter(page)).toHaveAttribute('aria-label', 'Избранное: 0');
  const bootedAt = await bootMark(page);

  const favourite = card.getByRole('button', { name: 'Добавить в избранное' });
  await favourite.click();
  await expect(card.getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute('aria-pressed', 'true');
  await expect(favoritesCounter(page)).toHaveAttribute('aria-label', 'Избранное: 1');
  await expect(page.getByRole('link', { name: 'Перейти в избранное' })).toBeVisible();

  const [second] = await Promise.all([context.waitForEvent('page'), favoritesCounter(page).click()]);
  await second.waitForLoadState();
  expect(new URL(second.url()).pathname).toBe('/favorites');
  const region = second.locator('[data-remote-region="favorites/FavoritesPage"]');
  await expect(region.locator('h1')).toHaveText('Избранное');
  const listed = region.locator(`[data-testid="favorite-lot"][data-lot-id="${lotId}"]`);
  await expect(listed).toBeVisible({ timeout: 20_000 });
  await expect(favoritesCounter(second)).toHaveAttribute('aria-label', 'Избранное: 1');

  await listed.getByRole('button', { name: 'Удалить из избранного' }).click();
  await expect(listed).toHaveCount(0);
  await expect(region.getByText('В избранном пока ничего нет')).toBeVisible();
  await expect(favoritesCounter(second)).toHaveAttribute('aria-label', 'Избранное: 0');

  await expect(favoritesCounter(page)).toHaveAttribute('aria-label', 'Избранное: 0');
  await expect(card.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false');
  expect(await bootMark(page)).toBe(bootedAt);
});
