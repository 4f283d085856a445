// Issue 5, acceptance 2: the property item per city host, and a city switch that stores the cookie and lands on
// the same path on the other city's host.
import { expect, test } from '@playwright/test';
import { isExternal } from '../harness/site';
import { acceptCookiesBeforehand } from './shell-helpers';

test.skip(isExternal, 'uses the local city hosts');
test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

const propertyItem = (name: string) => ({ name, exact: true });

test("the property item reads 'Недвижимость' on localhost and 'Квартиры' on tula.localhost", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('http://localhost:8080/projects');
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(menu.getByRole('button', propertyItem('Недвижимость'))).toBeVisible();
  await expect(menu.getByRole('button', propertyItem('Квартиры'))).toHaveCount(0);
  await page.goto('http://tula.localhost:8080/projects');
  await expect(menu.getByRole('button', propertyItem('Квартиры'))).toBeVisible();
  await expect(menu.getByRole('button', propertyItem('Тула'))).toBeVisible();
});

test('switching the city in the header sets the cookie and lands on the same path of the other host', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('http://localhost:8080/projects');
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('button', { name: 'Москва' })
    .hover();
  await page.locator('header button[data-city="tula"]').click();
  await page.waitForURL('http://tula.localhost:8080/projects');
  const cookie = (await context.cookies('http://localhost:8080')).find(
    (candidate) => candidate.name === 'city',
  );
  expect(cookie?.value).toBe('tula');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(604800 - 120);
  await expect(
    page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', propertyItem('Квартиры')),
  ).toBeVisible();

  // and back: the default city has no prefix
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Тула' }).hover();
  await page.locator('header button[data-city="moskva"]').click();
  await page.waitForURL('http://localhost:8080/projects');
  const back = (await context.cookies('http://tula.localhost:8080')).find(
    (candidate) => candidate.name === 'city',
  );
  expect(back?.value).toBe('moskva');
});

test('the mobile menu switches the city too', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('http://localhost:8080/about');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const dialog = page.getByRole('dialog', { name: 'Меню' });
  await dialog.getByRole('combobox', { name: 'Город' }).click();
  await dialog.getByRole('option', { name: 'Тула' }).click();
  await page.waitForURL('http://tula.localhost:8080/about');
  expect(
    (await context.cookies('http://localhost:8080')).find((cookie) => cookie.name === 'city')?.value,
  ).toBe('tula');
});
