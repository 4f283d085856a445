// The property item per city host, and a city switch that stores the cookie and lands on
// the same path on the other city's host.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand, cityOrigin } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

const propertyItem = (name: string) => ({ name, exact: true });

test("the property item reads 'Недвижимость' on localhost and 'Квартиры' on tula.localhost", async ({
  page,
  baseURL,
}) => {
  const tula = cityOrigin(baseURL, 'tula');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${cityOrigin(baseURL, 'moskva')}/projects`);
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(menu.getByRole('button', propertyItem('Недвижимость'))).toBeVisible();
  await expect(menu.getByRole('button', propertyItem('Квартиры'))).toHaveCount(0);
  await page.goto(`${tula}/projects`);
  await expect(menu.getByRole('button', propertyItem('Квартиры'))).toBeVisible();
  await expect(menu.getByRole('button', propertyItem('Тула'))).toBeVisible();
});

test('switching the city in the header sets the cookie and lands on the same path of the other host', async ({
  page,
  context,
  baseURL,
}) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tula = cityOrigin(baseURL, 'tula');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, `${moscow}/projects`);
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('button', { name: 'Москва' })
    .hover();
  await page.locator('header button[data-city="tula"]').click();
  await page.waitForURL(`${tula}/projects`);
  const cookie = (await context.cookies(moscow)).find((candidate) => candidate.name === 'city');
  expect(cookie?.value).toBe('tula');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(604800 - 120);
  await expect(
    page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', propertyItem('Квартиры')),
  ).toBeVisible();

  // and back: the default city has no prefix
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Тула' }).hover();
  await page.locator('header button[data-city="moskva"]').click();
  await page.waitForURL(`${moscow}/projects`);
  const back = (await context.cookies(tula)).find((candidate) => candidate.name === 'city');
  expect(back?.value).toBe('moskva');
});

test('the mobile menu switches the city too', async ({ page, context, baseURL }) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tula = cityOrigin(baseURL, 'tula');
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, `${moscow}/about`);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const dialog = page.getByRole('dialog', { name: 'Меню' });
  await dialog.getByRole('combobox', { name: 'Город' }).click();
  await dialog.getByRole('option', { name: 'Тула' }).click();
  await page.waitForURL(`${tula}/about`);
  expect((await context.cookies(moscow)).find((cookie) => cookie.name === 'city')?.value).toBe('tula');
});
