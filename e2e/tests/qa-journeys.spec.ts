// Cross-app journeys as a visitor makes them, at 375 px and 1440 px — browse → filter the flat selection →
// flat page → favourite → compare → call back; the press centre; the city switch; every 404 path; keyboard-only use of the header, a
// Select of the selection filters and the footer form. Screenshots of each journey are kept in the HTML report.
import { expect, test, type Page, type TestInfo } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { collectConsoleErrors } from '../harness/consoleErrors';
import { focused, tabUntil } from '../harness/keyboard';
import { acceptCookiesBeforehand, footerForm, uniquePhone } from './forms-helpers';
import { cityOrigin } from './shell-helpers';

const catalog = (page: Page, module: string) => page.locator(`[data-remote-region="catalog/${module}"]`);
const counter = (page: Page, name: 'favorites' | 'comparison') =>
  page.locator(`header a[data-counter="${name}"]`).first();

/** Map tiles come from the internet, which test machines do not reach: their failures are not the site's errors. */
const siteErrors = (errors: string[]) => errors.filter((error) => !/openstreetmap|\/tiles?\//.test(error));

async function keepShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Fills and sends the footer form with the mouse; returns the HTTP status of the lead request. */
async function callBack(page: Page): Promise<number | undefined> {
  const form = footerForm(page);
  const phone = uniquePhone();
  await form.phone.scrollIntoViewIfNeeded();
  await form.phone.pressSequentially(phone.typed);
  await form.consent.check();
  const [request] = await Promise.all([
    page.waitForRequest(
      (candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/api/requests/',
    ),
    form.submit.click(),
  ]);
  return (await request.response())?.status();
}

for (const width of [375, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

    test('browse → filter → flat → favourite → compare → call back, across the apps', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await expect(catalog(page, 'HomePage').locator('h1')).toBeVisible();
      await catalog(page, 'HomePage').getByRole('link', { name: 'Подобрать квартиру' }).first().click();
      await expect(page).toHaveURL(/\/selections\/flat$/);

      const selection = catalog(page, 'SelectionsPage');
      await expect(selection.getByRole('heading', { level: 1, name: 'Подбор квартир' })).toBeVisible();
      await expect(selection.getByTestId('result-count')).toHaveAttribute('data-count', /^\d+$/);
      const all = Number(await selection.getByTestId('result-count').getAttribute('data-count'));
      // on a phone the filters sit behind 'Фильтры' and close with 'Показать'
      if (width === 375) await selection.getByRole('button', { name: 'Фильтры' }).click();
      await selection
        .getByRole('group', { name: 'Комнатность' })
        .getByRole('button', { name: '2', exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]rooms=2(&|$)/);
      if (width === 375) await selection.getByRole('button', { name: 'Показать', exact: true }).click();
      await expect(selection.getByTestId('result-count')).not.toHaveAttribute('data-pending', 'true');
      const filtered = Number(await selection.getByTestId('result-count').getAttribute('data-count'));
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(all);
      await keepShot(page, testInfo, `selection-${width}`);

      // favourite and compare on the card (favorites remote inside the catalog page), the header counts follow
      const card = selection.getByTestId('lot-card').first();
      const lotId = await card.getAttribute('data-lot-id');
      expect(lotId).toMatch(/^\d+$/);
      await card.getByRole('button', { name: 'Добавить в избранное' }).click();
      await expect(card.getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(counter(page, 'favorites')).toHaveAttribute('aria-label', 'Избранное: 1');
      await card.getByRole('button', { name: 'Добавить к сравнению' }).click();
      await expect(card.getByRole('button', { name: 'Удалить из сравнения' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // the flat page knows both
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/flats/${lotId}$`));
      const flat = catalog(page, 'FlatPage');
      await expect(flat.getByRole('heading', { level: 1, name: /2-комнатная/ })).toBeVisible();
      await expect(flat.getByRole('button', { name: 'Удалить из избранного' }).first()).toBeVisible();
      await keepShot(page, testInfo, `flat-${width}`);

      // the comparison page (favorites remote) lists the flat
      await page.goto('/comparison');
      await expect(
        page.locator(
          `[data-remote-region^="favorites/"] [data-testid="compared-lot"][data-lot-id="${lotId}"]`,
        ),
      ).toBeAttached({ timeout: 20_000 });
      await keepShot(page, testInfo, `comparison-${width}`);

      // call back from the footer (forms remote): stored (201) and thanked
      expect(await callBack(page)).toBe(201);
      await expect(footerForm(page).region.getByText('Спасибо!')).toBeVisible();
      expect(siteErrors(errors)).toEqual([]);
    });

    test('press: from the menu to the news, a publication and back to the list', async ({
      page,
    }, testInfo) => {
      const errors = collectConsoleErrors(page);
      await openHydrated(page, '/');
      await expect(catalog(page, 'HomePage').locator('h1')).toBeVisible();
      if (width === 375) {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await page
          .getByRole('dialog', { name: 'Меню' })
          .getByRole('link', { name: 'Пресс-центр', exact: true })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Основное меню' })
          .getByRole('button', { name: 'Меню' })
          .hover();
        await page.locator('header').getByRole('link', { name: 'Пресс-центр', exact: true }).first().click();
      }
      await expect(page).toHaveURL(/\/press(\?|$)/);
      const list = page.locator('[data-remote-region="press/PressPage"]');
      await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
      const cards = list.locator('[data-publication]');
      await expect(cards).toHaveCount(9);
      const slug = await cards.first().getAttribute('data-publication');
      await keepShot(page, testInfo, `press-${width}`);

      await cards.first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/press/${slug}$`));
      const publication = page.locator('[data-remote-region="press/PublicationPage"]');
      await expect(publication.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(publication.getByRole('region', { name: 'Другие публикации' })).toBeVisible();
      await keepShot(page, testInfo, `publication-${width}`);

      await page.goBack();
      await expect(list.locator(`[data-publication="${slug}"]`)).toBeVisible();
      expect(siteErrors(errors)).toEqual([]);
    });

    test('city switch lands on the same path of the other city', async ({ page, context, baseURL }) => {
      const moscow = cityOrigin(baseURL, 'moskva');
      const tula = cityOrigin(baseURL, 'tula');
      await openHydrated(page, `${moscow}/projects`);
      await expect(catalog(page, 'ProjectsPage').locator('h1')).toBeVisible();
      if (width === 375) {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        const dialog = page.getByRole('dialog', { name: 'Меню' });
        await dialog.getByRole('combobox', { name: 'Город' }).click();
        await dialog.getByRole('option', { name: 'Тула' }).click();
      } else {
        const menu = page.getByRole('navigation', { name: 'Основное меню' });
        await menu.getByRole('button', { name: 'Москва' }).hover();
        await page.locator('header button[data-city="tula"]').click();
      }
      await page.waitForURL(`${tula}/projects`);
      expect((await context.cookies(moscow)).find((cookie) => cookie.name === 'city')?.value).toBe('tula');
      await expect(catalog(page, 'ProjectsPage').locator('h1')).toBeVisible();
    });
  });
}

for (const path of [
  '/qa-no-such-route',
  '/flats/999999999',
  '/projects/no-such',
  '/press/no-such',
  '/selections/castle',
]) {
  test(`404: ${path} answers 404 with the error page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), `HTTP status of ${path}`).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена...' })).toBeVisible();
    await expect(page.getByText('Но мы нашли много вариантов квартир')).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
}

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

  test('header: Tab to a dropdown, Enter opens it, Tab walks into it, Esc closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('[data-remote-region^="press/"] h1')).toBeVisible();
    await tabUntil(
      page,
      (element) => element.tag === 'button' && element.name === 'Проекты',
      "the header's 'Проекты'",
    );
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    const trigger = nav.getByRole('button', { name: 'Проекты', exact: true });
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('dropdown-projects')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[data-testid="dropdown-projects"]')),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('dropdown-projects')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('header: the city dropdown switches the city with the keyboard', async ({ page, baseURL }) => {
    await openHydrated(page, '/projects');
    await expect(catalog(page, 'ProjectsPage').locator('h1')).toBeVisible();
    await tabUntil(
      page,
      (element) => element.tag === 'button' && element.name === 'Москва',
      "the header's city 'Москва'",
    );
    await page.keyboard.press('Enter');
    await tabUntil(
      page,
      (element) => element.dataCity === 'tula',
      'the Tula option of the city dropdown',
      20,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${cityOrigin(baseURL, 'tula')}/projects`);
  });

  test('selection: the sort Select opens with Enter, arrows move, Enter picks, Esc closes', async ({
    page,
  }) => {
    await page.goto('/selections/flat');
    const selection = catalog(page, 'SelectionsPage');
    await expect(selection.getByTestId('result-count')).toHaveAttribute('data-count', /^\d+$/);
    await tabUntil(
      page,
      (element) => element.role === 'combobox' && element.name.startsWith('Сортировка'),
      "the 'Сортировка' select",
      200,
    );
    const select = selection.getByRole('combobox', { name: 'Сортировка' });
    await expect(select).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(/[?&]ordering=/);
    await expect(selection.getByTestId('result-count')).not.toHaveAttribute('data-pending', 'true');
  });

  test('footer form: Tab to the phone, type, Tab to the consent, Space, back to the button, Enter sends it', async ({
    page,
  }) => {
    await page.goto('/contacts');
    await expect(page.locator('[data-remote-region^="press/"] h1')).toBeVisible();
    await tabUntil(
      page,
      (element) => element.tag === 'input' && element.name.startsWith('Ваш телефон'),
      "the footer form's phone",
      300,
    );
    const form = footerForm(page);
    await expect(form.phone).toBeFocused();
    const phone = uniquePhone();
    await page.keyboard.type(phone.typed);
    // the tab order is phone → submit → consent
    await tabUntil(
      page,
      (element) => element.tag === 'input' && element.type === 'checkbox',
      "the form's consent",
      3,
    );
    await expect(form.consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.consent).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await expect(form.submit).toBeFocused();
    const [request] = await Promise.all([
      page.waitForRequest(
        (candidate) =>
          candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/api/requests/',
      ),
      page.keyboard.press('Enter'),
    ]);
    expect((await request.response())?.status()).toBe(201);
    await expect(form.region.getByText('Спасибо!')).toBeVisible();
    expect(await focused(page)).not.toBeNull();
  });
});
