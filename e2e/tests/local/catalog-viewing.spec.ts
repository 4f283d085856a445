// A viewing of a particular lot, asked for on its page: the visit form at the lot's office with its hours, the
// same rules and consent as every lead form, stored as a lead of its own type naming the lot.
import { expect, test } from '../../harness/test';
import { openHydrated } from '../../harness/hydration';
import { api, catalogRegion } from '../catalog-helpers';
import { uniquePhone } from '../forms-helpers';

// In tests/local/ because it reads the stored lead through the API's development endpoint.

/** The next weekday after today in Moscow, as the form types it (dd.mm.yyyy). */
function nextWeekday(): string {
  const moscow = (offsetDays: number) => new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000);
  let days = 1;
  while ([0, 6].includes(moscow(days).getUTCDay())) days += 1;
  const day = moscow(days);
  return `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
}

test('a visitor asks to view a flat on its page: a viewing lead naming the flat, at its office, with consent evidence', async ({ page, request }) => {
  const flat = (await api<{ results: Array<{ id: number; number: string }> }>(request, '/api/flats/', { city: 'moskva', status: 'free', limit: 1 })).results[0]!;
  const office = await api<{ id: number; address: string }>(request, '/api/offices/viewing/', { property: flat.id });
  await openHydrated(page, `/flats/${flat.id}`);
  const form = catalogRegion(page, 'FlatPage').getByRole('form', { name: 'Запись на просмотр' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText(office.address)).toBeVisible();
  await expect(form.getByText(new RegExp(`№ ${flat.number}, «`))).toBeVisible();

  const phone = uniquePhone();
  const date = nextWeekday();
  await form.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await form.getByRole('textbox', { name: 'Телефон' }).pressSequentially(phone.typed);
  await form.getByRole('textbox', { name: 'Дата визита' }).pressSequentially(date.replace(/\./g, ''));
  await form.getByRole('textbox', { name: 'Время' }).pressSequentially('2130');
  await form.getByRole('textbox', { name: 'Имя' }).focus();
  await expect(form.getByText('Наш офис работает в будни с 9:00 до 20:00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Время' }).fill('');
  await form.getByRole('textbox', { name: 'Время' }).pressSequentially('1230');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Записаться' }).click();
  await expect(page.getByRole('heading', { name: 'Спасибо!' })).toBeVisible();

  const stored = (await (await request.get(`/api/dev/requests/?phone=${phone.digits}`)).json()) as Array<Record<string, unknown>>;
  expect(stored[0]).toMatchObject({
    type: 'viewing',
    name: 'Анна',
    property: flat.id,
    office: office.id,
    time: '12:30',
    date: date.split('.').reverse().join('-'),
    url: expect.stringContaining(`/flats/${flat.id}`),
    consent_version: expect.any(String),
  });
});
