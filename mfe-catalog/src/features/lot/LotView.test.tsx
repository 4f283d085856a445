import { screen, waitFor, within } from '@testing-library/react';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { testShellContext } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { sampleLot } from '../../testing/sampleLot';
import { LotView } from './LotView';

const detail: LotDetail = {
  ...sampleLot,
  section_id: 7,
  floor_id: 70,
  layout: { id: 3, code: '2К-1', image: '/img/layouts/2k.png', furniture_image: '/img/layouts/2k-f.png' },
  address: 'Москва, ул. Садовая, 1',
  coords: { lat: 55.7, lng: 37.6 },
  developer: 'ООО «Специализированный застройщик Сады»',
  declaration_url: 'https://наш.дом.рф/declaration/1',
  finishing_description: null,
  project_class: 'Бизнес',
  project_kind: 'residential',
};

function setup(lot: LotDetail = detail) {
  const { ctx, requestLines } = testShellContext({
    answer: {
      '/api/flats/101/': lot,
      '/api/flats/101/similar/': [],
      '/api/viewed/': { property: 101 },
    },
  });
  renderWithRouter(<LotView ctx={ctx} id="101" endpoint="flats" fallbackTitle="Квартира" />);
  return { ctx, requestLines };
}

describe('LotView', () => {
  it('shows the flat with product §3 room labels and product §5 prices', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: '2-комнатная квартира, 54,3 м²' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('lot-price')).toHaveTextContent('12 500 000 ₽');
    expect(screen.getByText('13 100 000 ₽')).toBeInTheDocument();
    expect(screen.getByText('Выгода 600 000 ₽')).toBeInTheDocument();
    const facts = screen.getByText('Комнатность').closest('dl') as HTMLElement;
    expect(within(facts).getByText('2-комнатная')).toBeInTheDocument();
    expect(within(facts).getByText('7 этаж из 18')).toBeInTheDocument();
    expect(screen.getByText('В ипотеку от 59 955 ₽/мес.')).toBeInTheDocument();
  });

  it('places the favourites toggles and the booking of the other remotes, and links the print version', async () => {
    setup();
    await screen.findByTestId('lot-price');
    const toggles = document.querySelector('[data-widget="favorites/ToggleButtons"]');
    expect(toggles?.getAttribute('data-props')).toBe('{"lotId":101}');
    expect(document.querySelector('[data-widget="forms/LotBooking"]')?.getAttribute('data-props')).toBe(
      '{"lotId":101}',
    );
    expect(screen.getByRole('link', { name: 'Версия для печати' })).toHaveAttribute(
      'href',
      '/flats/print/101',
    );
  });

  it.each([
    ['booked', 'Объект уже забронирован, онлайн-бронирование недоступно. Если бронь не подтвердят, объект снова станет свободным.'],
    ['sold', 'Объект продан, онлайн-бронирование недоступно.'],
  ] as const)('offers no booking for a %s lot and says why', async (status, reason) => {
    setup({ ...detail, status });
    await screen.findByTestId('lot-price');
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(document.querySelector('[data-widget="forms/LotBooking"]')).toBeNull();
    // a booked lot may be the visitor's own: the forms remote is asked, with the reason for everyone else
    const own = document.querySelector('[data-widget="forms/OwnBooking"]');
    expect(own?.getAttribute('data-props') ?? null).toBe(status === 'booked' ? '{"lotId":101,"otherwise":"<markup>"}' : null);
  });

  it('names the developer and links the project declaration (214-FZ)', async () => {
    setup();
    expect(await screen.findByText(`Застройщик: ${detail.developer}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Проектная декларация на наш.дом.рф' })).toHaveAttribute(
      'href',
      detail.declaration_url,
    );
  });

  it('records the visit once the lot is known', async () => {
    const { requestLines } = setup();
    await screen.findByTestId('lot-price');
    await waitFor(() => expect(requestLines()).toContain('POST /api/viewed/'));
  });

  it('asks the API for the session cookies first when the visitor has none yet (the page came from the server)', async () => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const { requestLines } = setup();
    await waitFor(() => expect(requestLines()).toContain('POST /api/viewed/'));
    const post = requestLines().indexOf('POST /api/viewed/');
    expect(requestLines().slice(0, post)).toContain('GET /api/session/');
  });
});
