// The excursion form's date and time rules with their product §5 messages, and its request.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeHours } from '@estate/shared-api/dto/offices';
import { startFakeApi, type FakeApi } from '../../test/fakeApiServer';
import { clearCookies, testShellContext } from '@estate/shared-api/testing/testShell';
import { ExcursionForm } from './ExcursionForm';

const hours: OfficeHours[] = [
  { days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '20:00' },
  { days: 'Сб–Вс', weekdays: [6, 7], from: '10:00', to: '18:00' },
];
const office = { id: 3, name: 'Офис продаж', address: 'Москва, ул. Тверская, 1', hours };
const excursion = { id: 11, title: 'Экскурсия в шоурум ЖК «Северный»', office };

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  // "today" is Thursday 5 March 2026, 15:30; only Date is faked (the HTTP server runs on real time)
  jest.useFakeTimers({
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ],
  });
  jest.setSystemTime(new Date(2026, 2, 5, 15, 30));
  api.requests.length = 0;
  api.handle(() => ({
    status: 201,
    body: { id: 5, type: 'excursion', created_at: '2026-03-05T12:00:00Z', detail: 'Заявка принята' },
  }));
  clearCookies();
  document.cookie = 'csrftoken=csrf; path=/';
});
afterEach(() => jest.useRealTimers());

function setup() {
  const { ctx, events } = testShellContext({ baseUrl: api.origin });
  const user = userEvent.setup({ delay: null });
  render(<ExcursionForm ctx={ctx} excursion={excursion} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { user, events, field };
}

/** The exact text of a field's error (the accessible description trims; the product's hours message ends with a space). */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

it('shows the excursion, its office and hours, with labelled fields', () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Запись на экскурсию' })).toBeInTheDocument();
  expect(screen.getByText('Экскурсия в шоурум ЖК «Северный»')).toBeInTheDocument();
  expect(screen.getByText('Москва, ул. Тверская, 1')).toBeInTheDocument();
  expect(screen.getByText('09:00–20:00')).toBeInTheDocument();
  for (const name of ['Имя', 'Телефон', 'Дата визита', 'Время'])
    expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
  expect(screen.getByRole('checkbox')).not.toBeChecked();
});

describe('date (product §5, 31-day window)', () => {
  it.each([
    ['06.04.2026', 'Запись доступна на месяц вперед'],
    ['04.03.2026', 'Дата не может быть меньше текущей'],
    ['32.03.2026', 'День не может быть больше 31'],
    ['05.13.2026', 'Месяц не может быть больше 12'],
    ['31.04.2026', 'Неверный формат даты'],
  ])('%s → %s', async (typed, message) => {
    const { user, field } = setup();
    await typeAndLeave(user, field('Дата визита'), typed.replace(/\./g, ''));
    expect(field('Дата визита')).toHaveValue(typed);
    expect(errorOf(field('Дата визита'))).toBe(message);
  });

  it('accepts today and the 31st day ahead', async () => {
    const { user, field } = setup();
    await typeAndLeave(user, field('Дата визита'), '05032026');
    expect(field('Дата визита')).not.toHaveAttribute('aria-invalid');
    await typeAndLeave(user, field('Дата визита'), '05042026');
    expect(field('Дата визита')).not.toHaveAttribute('aria-invalid');
  });
});

describe('time (product §5: hh.mm, office hours)', () => {
  it.each([
    ['10.03.2026', '24.00', 'Кол-во часов в сутки не может превышать 23 '],
    ['10.03.2026', '12.60', 'Кол-во минут не может быть больше 59'],
    ['10.03.2026', '21.00', 'Наш офис работает в будни с 9:00 до 20:00'],
    ['10.03.2026', '08.59', 'Наш офис работает в будни с 9:00 до 20:00'],
    ['07.03.2026', '19.00', 'Наш офис работает в выходные с 10:00 до 18:00'],
  ])('on %s at %s → %j', async (date, time, message) => {
    const { user, field } = setup();
    await typeAndLeave(user, field('Дата визита'), date.replace(/\./g, ''));
    await typeAndLeave(user, field('Время'), time.replace('.', ''));
    expect(field('Время')).toHaveValue(time);
    expect(errorOf(field('Время'))).toBe(message);
  });

  it('re-checks the time when the date moves from a weekday to the weekend', async () => {
    const { user, field } = setup();
    await typeAndLeave(user, field('Дата визита'), '10032026');
    await typeAndLeave(user, field('Время'), '1900');
    expect(field('Время')).not.toHaveAttribute('aria-invalid');
    await typeAndLeave(user, field('Дата визита'), '07032026');
    expect(errorOf(field('Время'))).toBe('Наш офис работает в выходные с 10:00 до 18:00');
  });
});

it('checks the name with the one name rule of every form', async () => {
  const { user, field } = setup();
  await typeAndLeave(user, field('Имя'), 'Ivan Иванов');
  expect(errorOf(field('Имя'))).toBe('Пожалуйста, используйте только одну языковую раскладку');
  await typeAndLeave(user, field('Имя'), 'Иван_1');
  expect(errorOf(field('Имя'))).toBe('Пожалуйста, используйте только буквы, пробел и тире');
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, field: (name: string) => HTMLElement) {
  await user.type(field('Имя'), 'Анна-Мария');
  await user.type(field('Телефон'), '9161112233');
  await user.type(field('Дата визита'), '10032026');
  await user.type(field('Время'), '1130');
  await user.click(screen.getByRole('checkbox'));
}

it('posts an excursion lead and thanks the visitor', async () => {
  const { user, field, events } = setup();
  await fillValid(user, field);
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toHaveFocus();
  expect(
    screen.getByText('Вы записаны на 10.03.2026 в 11.30. Менеджер позвонит, чтобы подтвердить визит.'),
  ).toBeInTheDocument();
  const [sent] = api.to('/api/requests/');
  expect(sent?.fields).toEqual({
    type: 'excursion',
    url: window.location.href,
    phone: '79161112233',
    site_city: 'moskva',
    ym_uid: '',
    utm: '',
    name: 'Анна-Мария',
    date: '10.03.2026',
    time: '11.30',
    excursion: '11',
  });
  expect(events).toContainEqual({ type: 'lead/submitted', form: 'excursion' });
  await user.click(screen.getByRole('button', { name: 'Отлично' }));
  expect(field('Имя')).toHaveValue('');
});

it('puts the API field messages under the fields and other messages above the button', async () => {
  api.handle(() => ({ status: 400, body: { time: ['Наш офис работает в будни с 09:00 до 20:00'] } }));
  const { user, field } = setup();
  await fillValid(user, field);
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  expect(await screen.findByText('Наш офис работает в будни с 09:00 до 20:00')).toBeInTheDocument();
  expect(field('Время')).toHaveAttribute('aria-invalid', 'true');

  api.handle(() => ({ status: 400, body: { excursion: ['Значение «11» не найдено'] } }));
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  expect(await screen.findByText('Значение «11» не найдено')).toHaveAttribute('role', 'alert');
});

it('posts an office id when no excursion is chosen', async () => {
  const { ctx } = testShellContext({ baseUrl: api.origin });
  const user = userEvent.setup({ delay: null });
  render(<ExcursionForm ctx={ctx} office={office} />);
  await fillValid(user, (name) => screen.getByRole('textbox', { name }));
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  await screen.findByRole('heading', { name: 'Спасибо!' });
  expect(api.to('/api/requests/')[0]?.fields).toMatchObject({ office: '3' });
  expect(api.to('/api/requests/')[0]?.fields.excursion).toBeUndefined();
});
