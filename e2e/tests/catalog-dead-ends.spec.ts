// No dead ends in the selection. On the Tula host (no apartments) the kind tabs offer only the
// kinds the city has lots of; the apartments selection there, with no filter set, says the city has none and leads
// to the city that has them; a filter that leaves nothing still offers to loosen the filters.
import { expect, test, type APIRequestContext } from '../harness/test';
import { acceptCookiesBeforehand, cityOrigin } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

type Counts = Record<string, number>;

/** The city's counts by kind, asked on the base host (Node cannot resolve `tula.localhost`; Chromium can). */
async function countsOf(request: APIRequestContext, city: string): Promise<Counts> {
  const response = await request.get(`/api/properties_count/?city=${city}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Counts;
}

const apartments = (counts: Counts) =>
  Object.entries(counts).reduce((sum, [key, value]) => (key.startsWith('apartment_') ? sum + value : sum), 0);

test('the Tula selection tabs leave out the kinds Tula has no lots of', async ({ page, request, baseURL }) => {
  const tula = cityOrigin(baseURL, 'tula');
  const counts = await countsOf(request, 'tula');
  expect(apartments(counts), 'the seed has no apartments in Tula').toBe(0);
  await page.goto(`${tula}/selections/flat`);
  const tabs = page.getByRole('navigation', { name: 'Тип недвижимости' });
  await expect(tabs.getByRole('link', { name: 'Квартиры' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Коммерция' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Машино-места' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Кладовые' })).toBeVisible();
  await expect(tabs.getByText('Апартаменты')).toHaveCount(0);

  // Moscow has apartments: its tabs offer them
  await page.goto(`${cityOrigin(baseURL, 'moskva')}/selections/flat`);
  await expect(tabs.getByRole('link', { name: 'Апартаменты' })).toBeVisible();
});

test('apartments on the Tula host: no such lots in Tula, and a way to the Moscow ones', async ({ page, request, baseURL }) => {
  const tula = cityOrigin(baseURL, 'tula');
  const moscow = cityOrigin(baseURL, 'moskva');
  expect(apartments(await countsOf(request, 'moskva'))).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${tula}/selections?is_apartment=true`);
  const region = page.locator('[data-remote-region="catalog/SelectionsPage"]');
  await expect(region.getByText('В Туле нет апартаментов в продаже.')).toBeVisible();
  await expect(region.getByText(/ослабить фильтры/)).toHaveCount(0);
  const elsewhere = region.getByRole('link', { name: 'Апартаменты в Москве' });
  await expect(elsewhere).toHaveAttribute('href', `${moscow}/selections/flat?is_apartment=true`);
  await elsewhere.click();
  await page.waitForURL(`${moscow}/selections/flat?is_apartment=true`);
  await expect(page.getByTestId('result-count')).toHaveAttribute('data-count', /^[1-9]\d*$/);
});

test('a filter that leaves nothing still offers to loosen the filters', async ({ page, baseURL }) => {
  await page.goto(`${cityOrigin(baseURL, 'tula')}/selections/flat?price_max=1000`);
  const region = page.locator('[data-remote-region="catalog/SelectionsPage"]');
  await expect(region.getByText('По этим условиям ничего не нашлось. Попробуйте ослабить фильтры.')).toBeVisible();
});
