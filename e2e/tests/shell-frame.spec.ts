// The header at 375, 768 and 1440 px, the burger menu with both submenus and the
// back button, the footer's accordions on narrow screens, and the header's normal and small sizes.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand, header, keepScreenshot, widths } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

for (const width of widths) {
  test(`header and footer at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const bar = header(page);
    await expect(bar).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await expect(bar.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Избранное: 0' })).toHaveAttribute('target', '_blank');
    const box = await bar.boundingBox();

    if (width >= 1280) {
      await expect(menu).toBeVisible();
      await expect(burger).toBeHidden();
      for (const name of ['Недвижимость', 'Проекты', 'Способы покупки', 'Меню']) {
        await expect(menu.getByRole('button', { name })).toBeVisible();
      }
      await expect(bar.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Сравнение: 0' })).toBeVisible();
      expect(Math.round(box?.height ?? 0)).toBe(97); // 9.6rem and the 1 px border
    } else {
      await expect(menu).toBeHidden();
      await expect(burger).toBeVisible();
      expect(Math.round(box?.height ?? 0)).toBe(65); // 6.4rem on narrow screens
      await expect(bar.getByRole('link', { name: 'Сравнение: 0' })).toBeVisible({ visible: width >= 768 });
    }
    await keepScreenshot(page, testInfo, `header-${width}`);

    const footerNav = page.getByRole('navigation', { name: 'Навигация по сайту' });
    await footerNav.scrollIntoViewIfNeeded();
    if (width < 768) {
      const projects = footerNav.getByRole('button', { name: 'Проекты' });
      await expect(projects).toHaveAttribute('aria-expanded', 'false');
      await expect(footerNav.getByRole('link', { name: 'Все проекты' })).toBeHidden();
      await projects.click();
      await expect(projects).toHaveAttribute('aria-expanded', 'true');
      await expect(footerNav.getByRole('link', { name: 'Все проекты' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Офис продаж' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } else {
      await expect(footerNav.getByRole('heading', { name: 'Проекты' })).toBeVisible();
      await expect(footerNav.getByRole('button')).toHaveCount(0);
      await expect(footerNav.getByRole('link', { name: 'Все проекты' })).toBeVisible();
    }
    await expect(page.getByTestId('footer-inn')).toContainText('ИНН');
    await keepScreenshot(page, testInfo, `footer-${width}`, true);
  });
}

for (const width of [375, 768]) {
  test(`burger menu with both submenus and the back button at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const dialog = page.getByRole('dialog', { name: 'Меню' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (const name of ['Пресс-центр', 'Экскурсии', 'Контакты', 'О компании']) {
      await expect(dialog.getByRole('link', { name })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: /Сравнение/ })).toHaveAttribute('aria-disabled', 'true');
    await keepScreenshot(page, testInfo, `menu-${width}`);

    await dialog.getByRole('button', { name: 'Проекты' }).click();
    await expect(dialog.getByRole('button', { name: 'Назад' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Все проекты' })).toBeVisible();
    await expect(dialog.locator('article')).toHaveCount(1);
    await keepScreenshot(page, testInfo, `menu-projects-${width}`);
    await dialog.getByRole('button', { name: 'Назад' }).click();

    await dialog.getByRole('button', { name: 'Способы покупки' }).click();
    await expect(dialog.getByRole('link', { name: /Ипотека/ })).toHaveAttribute('href', '/purchase?method=3');
    await expect(dialog.locator('article')).toHaveCount(1);
    await keepScreenshot(page, testInfo, `menu-purchase-${width}`);
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(dialog.getByRole('button', { name: 'Способы покупки' })).toBeFocused();

    // a link navigates and closes the menu
    await dialog.getByRole('link', { name: 'О компании' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}

test('hover dropdowns at 1440 px, closed by a route change', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await menu.getByRole('button', { name: 'Недвижимость' }).hover();
  const panel = page.getByTestId('dropdown-selections');
  await expect(panel.getByRole('link', { name: /^Студия/ }).first()).toHaveAttribute(
    'href',
    '/selections/flat?rooms=0',
  );
  await expect(panel.getByTestId('contact-strip')).toBeVisible();
  await keepScreenshot(page, testInfo, 'dropdown-selections-1440');
  await menu.getByRole('button', { name: 'Способы покупки' }).hover();
  await expect(page.getByTestId('dropdown-purchase').getByRole('link', { name: 'Ипотека' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'dropdown-purchase-1440');
  await page.getByTestId('dropdown-purchase').getByRole('link', { name: 'Ипотека' }).click();
  await expect(page).toHaveURL(/\/purchase\?method=3$/);
  await expect(page.getByTestId('dropdown-purchase')).toBeHidden();
});

test('the header turns small past the top marker and normal again at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto('/');
  const bar = header(page);
  await expect(bar).toHaveAttribute('data-size', 'normal');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(bar).toHaveAttribute('data-size', 'small');
  await expect.poll(async () => Math.round((await bar.boundingBox())?.height ?? 0)).toBe(69); // 6.8rem + border
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-size', 'normal');
  await expect.poll(async () => Math.round((await bar.boundingBox())?.height ?? 0)).toBe(97);
});
