import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Office } from '@estate/shared-api/dto/offices';
import { type FakeRequest, fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { pageOf } from '../../shared/testing/publications';
import { CONTACTS_TITLE, ContactsPage, MAP_LABEL } from './ContactsPage';

function office(id: number, overrides: Partial<Office> = {}): Office {
  return {
    id,
    city: 'moskva',
    name: `Офис ${id}`,
    address: `Москва, улица ${id}`,
    coords: { lat: 55.7 + id / 100, lng: 37.6 + id / 100 },
    phone: '+74951234567',
    email: `office${id}@example.ru`,
    hours: [],
    hours_text: ['Пн–Пт: 09:00–20:00', 'Сб–Вс: 10:00–18:00'],
    is_central: false,
    metro: null,
    image: '',
    project: null,
    ...overrides,
  };
}

const offices = [
  office(1, { metro: 'Парк культуры' }),
  office(2, { is_central: true, name: 'Центральный офис' }),
  office(3),
];
const baseData = {
  central_sales_office: {
    phone_number: '+74957654321',
    email: 'sales@example.ru',
    address: 'Москва, ул. Правды, 26',
    coords: { lat: 55.78, lng: 37.58 },
  },
};

function setup(handler: (request: FakeRequest) => unknown = ({ query }) => pageOf(offices, query)) {
  const { api, requests } = fakeApi(handler);
  renderAt(
    '/contacts',
    '/contacts',
    (ctx, search, params) => <ContactsPage ctx={ctx} search={search} params={params} />,
    testShellContext({ api, overrides: { baseData } }).ctx,
  );
  return { requests };
}

describe('ContactsPage', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'scrollTo', { configurable: true, value: jest.fn() });
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows the central sales office from base data with phone, e-mail and route links', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: CONTACTS_TITLE })).toBeInTheDocument();
    const central = screen.getByRole('region', { name: 'Центральный офис продаж' });
    expect(within(central).getByText('Москва, ул. Правды, 26')).toBeInTheDocument();
    expect(within(central).getByRole('link', { name: '+7 495 765-43-21' })).toHaveAttribute(
      'href',
      'tel:+74957654321',
    );
    expect(within(central).getByRole('link', { name: 'sales@example.ru' })).toHaveAttribute(
      'href',
      'mailto:sales@example.ru',
    );
    expect(within(central).getByRole('link', { name: 'Проложить маршрут' })).toHaveAttribute(
      'href',
      'https://yandex.ru/maps/?rtext=~55.78,37.58&rtt=auto',
    );
    expect(await within(central).findByText('Пн–Пт: 09:00–20:00')).toBeInTheDocument();
  });

  it('lists every office of the city, the central one first, and puts them all on the map', async () => {
    const { requests } = setup();
    const list = await screen.findByRole('region', { name: 'Офисы продаж' });
    expect(requests[0]?.query.get('city')).toBe('moskva');
    const names = (await within(list).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(names).toEqual(['Центральный офис', 'Офис 1', 'Офис 3']);
    expect(within(list).getByText('м. Парк культуры')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: MAP_LABEL });
    expect(await within(map).findAllByRole('button', { name: /^Офис \d|^Центральный офис/ })).toHaveLength(3);
  });

  it("'show on map' marks the office and its pin as active", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Показать на карте: Офис 3' }));
    const card = screen.getByRole('heading', { level: 3, name: 'Офис 3' }).closest('article');
    expect(card).toHaveAttribute('aria-current', 'location');
    const map = screen.getByRole('region', { name: MAP_LABEL });
    const pin = await within(map).findByRole('button', { name: /Офис 3/ });
    expect(pin.querySelector('[data-active="true"]')).not.toBeNull();
  });

  it('shows an error with a retry for the office list', async () => {
    let fail = true;
    setup(({ query }) => (fail ? { status: 500, body: { detail: 'x' } } : pageOf(offices, query)));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Офис 3' })).toBeInTheDocument();
  });
});
