// The forms are labelled, keyboard-complete and usable at 375/768/1440 px, with no accessibility
// violations (axe) — the footer form on every page, the excursion form in /excursions, the booking dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand, footerForm } from './forms-helpers';

const widths = [375, 768, 1440] as const;

async function keepScreenshot(page: Page, name: string, locator: ReturnType<Page['locator']>) {
  const path = test.info().outputPath(`${name}.png`);
  await locator.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The element's box stays inside the viewport's width (no sideways scrolling for it). */
async function fitsWidth(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width + 0.5).toBe(true);
}

for (const width of widths) {
  test(`footer form at ${width}px: fits, no axe violations, errors after a keyboard submit`, async ({ page }) => {
    await acceptCookiesBeforehand(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const form = footerForm(page);
    await form.phone.scrollIntoViewIfNeeded();
    await expect(form.phone).toHaveAttribute('placeholder', '+7 ХХХ ХХХ ХХ ХХ');
    await fitsWidth(page, form.region);
    expect((await new AxeBuilder({ page }).include('[aria-label="Обратный звонок"]').analyze()).violations).toEqual([]);

    // keyboard only: Enter in the empty field submits and lands back on the field with its messages
    await form.phone.focus();
    await page.keyboard.press('Enter');
    await expect(form.region.getByText('Заполните, пожалуйста, поле с номером телефона')).toBeVisible();
    await expect(form.region.getByText('Ошибка ввода текста')).toBeVisible();
    await expect(form.phone).toBeFocused();
    await page.keyboard.type('9161234567');
    await expect(form.phone).toHaveValue('+7 916 123 45 67');
    await expect(form.region.getByText('Ошибка ввода текста')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.consent).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.consent).toBeChecked();
    await expect(form.region.getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute('href', '/personal-data-processing-policy');
    await keepScreenshot(page, `footer-form-${width}`, form.region);
  });
}

test('excursion form in the /excursions dialog: labelled fields, product messages, no axe violations at 375px', async ({ page }) => {
  await acceptCookiesBeforehand(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, '/excursions');
  await page.getByRole('button', { name: /^Записаться на экскурсию: / }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Запись на экскурсию' });
  const date = dialog.getByRole('textbox', { name: 'Дата визита' });
  await expect(date).toBeVisible();
  for (const name of ['Имя', 'Телефон', 'Время']) await expect(dialog.getByRole('textbox', { name })).toBeVisible();
  await date.pressSequentially('01012020');
  await dialog.getByRole('textbox', { name: 'Время' }).pressSequentially('2500');
  await dialog.getByRole('button', { name: 'Записаться' }).click();
  await expect(dialog.getByText('Дата не может быть меньше текущей')).toBeVisible();
  await expect(dialog.getByText('Кол-во часов в сутки не может превышать 23')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Имя' })).toBeFocused();
  await fitsWidth(page, dialog.locator('form'));
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await keepScreenshot(page, 'excursion-form-375', dialog);
});

test('booking dialog at 375px: the phone login step, no axe violations', async ({ page, request }) => {
  await acceptCookiesBeforehand(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const flats = (await (await request.get('/api/flats/?city=moskva&status=free&limit=1')).json()) as { results: { id: number }[] };
  await openHydrated(page, `/flats/${flats.results[0]?.id}`);
  await page.getByRole('button', { name: 'Забронировать онлайн' }).click();
  const dialog = page.getByRole('dialog', { name: 'Бронирование онлайн' });
  await expect(dialog.getByRole('textbox', { name: 'Телефон' })).toBeVisible();
  await fitsWidth(page, dialog.getByRole('textbox', { name: 'Телефон' }));
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await keepScreenshot(page, 'booking-login-375', dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
