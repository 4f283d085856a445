// One name rule in every form (product §5: letters, spaces and one hyphen, one keyboard layout): «Ivan Иванов» gets the
// same message in the lot booking form and the excursion form; «Анна-Мария» passes both.
// In tests/local/ because the booking form comes after the phone login, whose code is read from the development outbox.
import { expect, test, type Locator } from '../../harness/test';
import { openHydrated } from '../../harness/hydration';
import { acceptCookiesBeforehand, outboxCode, uniquePhone } from '../forms-helpers';

const ONE_LAYOUT = 'Пожалуйста, используйте только одну языковую раскладку';

/** Types a name, leaves the field, and reads its error message (none: ''). */
async function messageFor(field: Locator, name: string): Promise<string> {
  await field.fill('');
  await field.pressSequentially(name);
  await field.blur();
  if ((await field.getAttribute('aria-invalid')) !== 'true') return '';
  const errorId = (await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? ((await field.page().locator(`[id="${errorId}"]`).textContent())?.trim() ?? '') : '';
}

test('«Ivan Иванов» is refused by the booking form and the excursion form alike', async ({ page, request }) => {
  await acceptCookiesBeforehand(page);
  const flats = (await (await request.get('/api/flats/?city=moskva&status=free&limit=1')).json()) as { results: { id: number }[] };
  await openHydrated(page, `/flats/${flats.results[0]?.id}`);
  await page.getByRole('button', { name: 'Забронировать онлайн' }).click();
  const booking = page.getByRole('dialog', { name: 'Бронирование онлайн' });
  const phone = uniquePhone();
  await booking.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed);
  await booking.getByRole('button', { name: 'Получить код' }).click();
  await booking.getByRole('textbox', { name: 'Код из СМС' }).pressSequentially(await outboxCode(request, phone.digits));
  await booking.getByRole('button', { name: 'Войти' }).click();
  const bookingName = booking.getByRole('textbox', { name: 'Имя и фамилия' });
  await expect(bookingName).toBeVisible();
  expect(await messageFor(bookingName, 'Ivan Иванов')).toBe(ONE_LAYOUT);
  expect(await messageFor(bookingName, 'Анна-Мария')).toBe('');
  await page.keyboard.press('Escape');

  await openHydrated(page, '/excursions');
  await page.getByRole('button', { name: /^Записаться на экскурсию: / }).first().click();
  const excursionName = page.getByRole('dialog', { name: 'Запись на экскурсию' }).getByRole('textbox', { name: 'Имя' });
  expect(await messageFor(excursionName, 'Ivan Иванов')).toBe(ONE_LAYOUT);
  expect(await messageFor(excursionName, 'Анна-Мария')).toBe('');
});
