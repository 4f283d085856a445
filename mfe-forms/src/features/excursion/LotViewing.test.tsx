// The viewing request of one lot: the visit form at the office the API names for the lot, posted as a 'viewing' lead.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, testShellContext } from '@estate/shared-api/testing/testShell';
import { startFakeApi, type FakeApi } from '../../test/fakeApiServer';
import { renderWidget } from '../../test/renderWidget';
import { LotViewing } from './LotViewing';

const office = {
  id: 4,
  name: 'Офис продаж «Сокольники Парк»',
  address: 'Москва, ул. Сокольнический Вал, 1',
  hours: [{ days: 'Пн–Вс', weekdays: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '20:00' }],
};

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  // "today" is Thursday 5 March 2026; only Date is faked (the HTTP server runs on real time)
  jest.useFakeTimers({ now: new Date(2026, 2, 5, 15, 30), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
  api.requests.length = 0;
  clearCookies();
  document.cookie = 'csrftoken=csrf; path=/';
});
afterEach(() => jest.useRealTimers());

function answer(viewing: { status: number; body?: unknown }) {
  api.handle((request) =>
    request.path === '/api/offices/viewing/'
      ? viewing
      : { status: 201, body: { id: 9, type: 'viewing', created_at: '2026-03-05T12:00:00Z', detail: 'Заявка принята' } },
  );
}

function show() {
  const { ctx, events } = testShellContext({ baseUrl: api.origin });
  const { container } = renderWidget(<LotViewing ctx={ctx} lotId={45} lotTitle="2-комнатная квартира № 45, «Сокольники Парк»" />);
  return { events, container };
}

it('asks for a viewing of the lot at its office, and posts a viewing lead naming the lot', async () => {
  answer({ status: 200, body: office });
  const { events } = show();
  expect(await screen.findByRole('heading', { name: 'Запись на просмотр' })).toBeInTheDocument();
  expect(screen.getByText('2-комнатная квартира № 45, «Сокольники Парк»')).toBeInTheDocument();
  expect(screen.getByText('Москва, ул. Сокольнический Вал, 1')).toBeInTheDocument();
  expect(api.to('/api/offices/viewing/')[0]?.query.get('property')).toBe('45');

  const user = userEvent.setup({ delay: null });
  const field = (name: string) => screen.getByRole('textbox', { name });
  await user.type(field('Имя'), 'Анна');
  await user.type(field('Телефон'), '9161112233');
  await user.type(field('Дата визита'), '10032026');
  await user.type(field('Время'), '2130');
  await user.tab();
  expect(screen.getByText('Наш офис работает в будни с 9:00 до 20:00')).toBeInTheDocument();
  await user.clear(field('Время'));
  await user.type(field('Время'), '1130');
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  // the consent is required as in every lead form
  expect(api.to('/api/requests/')).toHaveLength(0);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Записаться' }));
  expect(await screen.findByRole('heading', { name: 'Спасибо!' })).toBeInTheDocument();
  expect(api.to('/api/requests/')[0]?.fields).toEqual({
    type: 'viewing',
    url: window.location.href,
    phone: '79161112233',
    site_city: 'moskva',
    ym_uid: '',
    utm: '',
    name: 'Анна',
    date: '10.03.2026',
    time: '11.30',
    property: '45',
  });
  expect(events).toContainEqual({ type: 'lead/submitted', form: 'viewing' });
});

it('shows nothing for a lot that can no longer be viewed', async () => {
  answer({ status: 404, body: { detail: 'Не найдено.' } });
  const { container } = show();
  expect(container).not.toBeEmptyDOMElement(); // loading
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(api.to('/api/offices/viewing/')).toHaveLength(1);
});
