// On a flat page the booking asks for the phone login; the one-time code read from the
// API's development outbox logs the visitor in, and a wrong code shows the API's message.
import { expect, test, type APIRequestContext } from '../../harness/test';
import { acceptCookiesBeforehand, outboxCode, uniquePhone } from '../forms-helpers';

// In tests/local/ because it reads one-time codes from the development outbox.

async function freeFlatId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/flats/?city=moskva&status=free&limit=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: { id: number }[] };
  const id = body.results[0]?.id;
  if (!id) throw new Error('no free flat in the seed');
  return id;
}

test('the code from the outbox logs the visitor in; a wrong code shows the API message', async ({
  page,
  request,
}) => {
  await acceptCookiesBeforehand(page);
  const flatId = await freeFlatId(request);
  await page.goto(`/flats/${flatId}`);
  await page.getByRole('button', { name: 'Забронировать онлайн' }).click();
  const dialog = page.getByRole('dialog', { name: 'Бронирование онлайн' });
  await expect(dialog.getByRole('heading', { name: 'Подтвердите номер телефона' })).toBeVisible();

  const phone = uniquePhone();
  await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const codeField = dialog.getByRole('textbox', { name: 'Код из СМС' });
  await expect(codeField).toBeFocused();
  await expect(dialog.getByText(/^Новый код можно запросить через \d+ с$/)).toBeVisible();

  const code = await outboxCode(request, phone.digits);
  expect(code).toMatch(/^\d{6}$/);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await codeField.pressSequentially(wrong);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog.getByText('Неверный код. Осталось попыток: 4')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await codeField.fill('');
  await codeField.pressSequentially(code);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog.getByRole('heading', { name: 'Данные для договора' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Имя и фамилия' })).toBeVisible();

  // the session is logged in on the server, for this visitor only
  const account = await page.evaluate(async () =>
    (await fetch('/api/personal_account/', { credentials: 'include' })).json(),
  );
  expect(account).toEqual({ phone: `+${phone.digits}`, logged_in: true });
  const stranger = await request.get('/api/personal_account/');
  expect(await stranger.json()).toMatchObject({ logged_in: false });
});
