// The content pages of the press remote — about, contacts, excursions — with their data, at phone,
// tablet and desktop widths, from the keyboard, without console errors.
import { expect, test, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { collectErrors, pressRegion } from './press-helpers';

const WIDTHS = [375, 768, 1440];

async function expectNoHorizontalOverflow(page: Page, module: string) {
  const overflow = await pressRegion(page, module).evaluate((region) => {
    const width = document.documentElement.clientWidth;
    /** inside a scroller (a row of tabs) or a clipping box (the map), sticking out is by design */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== region.parentElement; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders = [...region.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getBoundingClientRect().width > 0)
      .filter((element) => !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return offenders.slice(0, 5);
  });
  expect(overflow).toEqual([]);
}

test.describe('at each width', () => {
  for (const width of WIDTHS) {
    test(`about, contacts and excursions fit ${width}px`, async ({ page, request }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width, height: 900 });
      const company = (await (await request.get('/api/company/')).json()) as { name: string; facts: { value: string }[] };
      const offices = (await (await request.get('/api/offices/?city=moskva&limit=50')).json()) as { results: { name: string }[] };
      const excursions = (await (await request.get('/api/excursions/?city=moskva&limit=50')).json()) as { count: number };

      await page.goto('/about');
      const about = pressRegion(page, 'AboutPage');
      await expect(about.getByRole('heading', { level: 1 })).toHaveText('О компании');
      await expect(about.getByText(company.name).first()).toBeVisible();
      await expect(about.getByText(company.facts[0]?.value ?? '').first()).toBeVisible();
      await expect(page).toHaveTitle(`О компании — ${company.name}, Москва`);
      await expectNoHorizontalOverflow(page, 'AboutPage');

      await page.goto('/contacts');
      const contacts = pressRegion(page, 'ContactsPage');
      await expect(contacts.getByRole('heading', { level: 1 })).toHaveText('Контакты');
      const central = contacts.getByRole('region', { name: 'Центральный офис продаж' });
      await expect(central.locator('a[href^="tel:+7"]')).toBeVisible();
      await expect(central.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(central.getByRole('link', { name: 'Проложить маршрут' })).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?rtext=~/);
      const list = contacts.getByRole('region', { name: 'Офисы продаж' });
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(offices.results.length);
      const map = contacts.getByRole('region', { name: 'Офисы продаж на карте' });
      await expect(map.locator('.leaflet-marker-icon')).toHaveCount(offices.results.length);
      await expectNoHorizontalOverflow(page, 'ContactsPage');

      await page.goto('/excursions');
      const region = pressRegion(page, 'ExcursionsPage');
      await expect(region.getByRole('heading', { level: 1 })).toHaveText('Экскурсии');
      await expect(region.getByRole('button', { name: /^Записаться на экскурсию: / })).toHaveCount(excursions.count);
      await expectNoHorizontalOverflow(page, 'ExcursionsPage');
      expect(errors).toEqual([]);
    });
  }
});

test('an excursion is booked from the keyboard in a dialog that holds the forms widget', async ({ page }) => {
  await openHydrated(page, '/excursions'); // a key pressed before hydration reaches no handler
  const region = pressRegion(page, 'ExcursionsPage');
  const book = region.getByRole('button', { name: /^Записаться на экскурсию: / }).first();
  await book.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Запись на экскурсию' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(book).toBeFocused();
});

test("'show on map' on the contacts page marks the office from the keyboard", async ({ page }) => {
  await openHydrated(page, '/contacts'); // a key pressed before hydration reaches no handler
  const contacts = pressRegion(page, 'ContactsPage');
  const show = contacts.getByRole('button', { name: /^Показать на карте: / }).last();
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(contacts.locator('article[aria-current="location"]')).toHaveCount(1);
  await expect(contacts.locator('.leaflet-marker-icon [data-active="true"]')).toHaveCount(1);
});
