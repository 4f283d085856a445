import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ListSpecs, Paginated } from '@estate/shared-api/dto/common';
import type { LotCard, LotFacets } from '@estate/shared-api/dto/lots';
import { testShellContext, type FakeRequest } from '@estate/shared-api/testing/testShell';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { sampleLot } from '../../testing/sampleLot';
import { selectionType } from './model/selectionQueries';
import { SelectionsView } from './SelectionsView';

const specs: ListSpecs = {
  filters: [
    {
      name: 'rooms',
      kind: 'multi',
      label: 'Комнатность',
      options: [0, 1, 2, 3, 4].map((value) => ({
        value,
        label: value === 0 ? 'Студия' : value === 4 ? '4+' : String(value),
      })),
    },
    {
      name: 'project',
      kind: 'multi',
      label: 'Проект',
      options: [
        { value: 'sady', label: 'Сады' },
        { value: 'bereg', label: 'Берег' },
      ],
    },
    {
      name: 'price',
      kind: 'range',
      label: 'Стоимость',
      unit: '₽',
      min: 5_000_000,
      max: 40_000_000,
      params: { min: 'price_min', max: 'price_max' },
    },
    { name: 'not_first', kind: 'bool', label: 'Не первый этаж' },
  ],
  ordering: [
    { value: 'price', label: 'Сначала дешевле' },
    { value: '-price', label: 'Сначала дороже' },
  ],
  default_ordering: 'price',
  page_size: 20,
  max_page_size: 100,
};

const facets: LotFacets = {
  count: 30,
  options: {
    rooms: [
      { value: 1, label: '1-комн.', count: 20 },
      { value: 2, label: '2-комн.', count: 10 },
    ],
    project: [{ value: 'sady', label: 'Сады', count: 30 }],
  },
  ranges: { price: { min: 6_100_000, max: 18_000_000 } },
  flags: { not_first: 27 },
};

const list = (count: number): Paginated<LotCard> => ({
  count,
  next: null,
  previous: null,
  results: Array.from({ length: Math.min(count, 12) }, (_, index) => ({
    ...sampleLot,
    id: 100 + index,
    number: String(100 + index),
  })),
});

/** `type` as the shell passes it: the fixed routes /selections/flat and /selections/commercial have no :type param. */
function setup(search: string, type: string | undefined, count = 30) {
  const { ctx, requestLines } = testShellContext({
    answer: { '/api/flats/specs/': specs, '/api/flats/facets/': facets, '/api/flats/': list(count) },
  });
  const path = type ? `/selections/${type}` : '/selections';
  const view = renderWithRouter(
    <SelectionsView ctx={ctx} params={{}} search={new URLSearchParams(search)} />,
    `${path}?${search}`,
  );
  return { ctx, requestLines, view };
}

beforeAll(() => {
  // jsdom lays nothing out; the pager scrolls the results into view
  Element.prototype.scrollIntoView = jest.fn();
});

describe('SelectionsView', () => {
  it('asks for the list, its facets and specs at once, from the URL', async () => {
    const { requestLines } = setup('rooms=2&price_max=9000000&page=2', 'flat');
    expect(requestLines()).toEqual([
      'GET /api/flats/specs/?city=moskva',
      'GET /api/flats/facets/?city=moskva&is_apartment=false&rooms=2&price_max=9000000',
      'GET /api/flats/?city=moskva&is_apartment=false&rooms=2&price_max=9000000&ordering=price&limit=12&offset=12',
    ]);
    expect(await screen.findByText('Найдено 30 квартир')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Подбор квартир' })).toBeInTheDocument();
  });

  it('disables the options the facets rule out and shows the chosen ones as chosen', async () => {
    setup('rooms=2', 'flat');
    await screen.findByText('Найдено 30 квартир');
    const rooms = screen.getByRole('group', { name: 'Комнатность' });
    const chip = (name: string) => within(rooms).getByRole('button', { name });
    expect(chip('Студия')).toBeDisabled();
    expect(chip('1')).toBeEnabled();
    expect(chip('2')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('3')).toBeDisabled();
    expect(chip('4+')).toBeDisabled();
    expect(screen.getByLabelText('Стоимость от')).toHaveAttribute('placeholder', '6 100 000');
  });

  it('turns every change into a navigation that carries the whole state, the changes not shown yet included', async () => {
    const { ctx, view } = setup('rooms=2&ordering=-price&page=3', 'flat');
    await screen.findByText('Найдено 30 квартир');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Комнатность' })).getByRole('button', { name: '1' }),
    );
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat?rooms=2&rooms=1&ordering=-price');
    // the address has not caught up yet: the next change builds on the first
    const priceTo = screen.getByLabelText('Стоимость до');
    fireEvent.change(priceTo, { target: { value: '12 000 000' } });
    fireEvent.keyDown(priceTo, { key: 'Enter' });
    expect(ctx.navigate).toHaveBeenLastCalledWith(
      '/selections/flat?rooms=2&rooms=1&price_max=12000000&ordering=-price',
    );
    // Back to an address of its own: changes build on what it shows
    view.rerender(<SelectionsView ctx={ctx} params={{}} search={new URLSearchParams('rooms=2&ordering=-price&page=3')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Список' }));
    expect(ctx.navigate).toHaveBeenLastCalledWith(
      '/selections/flat?rooms=2&ordering=-price&view=list&page=3',
    );
  });

  it('applies both prices committed at once (typed before the page hydrated)', async () => {
    const { ctx } = setup('rooms=2', 'flat');
    await screen.findByText('Найдено 30 квартир');
    const from = screen.getByLabelText('Стоимость от');
    const to = screen.getByLabelText('Стоимость до');
    act(() => {
      fireEvent.change(from, { target: { value: '7 000 000' } });
      fireEvent.change(to, { target: { value: '12 000 000' } });
    });
    act(() => {
      fireEvent.blur(from);
      fireEvent.blur(to);
    });
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat?rooms=2&price_min=7000000&price_max=12000000');
  });

  it.each<[number, string]>([
    [71, 'Найден 71 апартамент'],
    [4, 'Найдено 4 апартамента'],
    [25, 'Найдено 25 апартаментов'],
  ])('counts %i apartments in Russian', async (count, text) => {
    setup('is_apartment=true', undefined, count);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each<[number, string]>([
    [21, 'Найдена 21 квартира'],
    [1234, 'Найдено 1 234 квартиры'],
  ])('counts %i flats in Russian', async (count, text) => {
    setup('', 'flat', count);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('reads apartments from /selections and links them in their canonical form', async () => {
    const { ctx, requestLines } = setup('rooms=1&is_apartment=true', undefined);
    expect(requestLines()[1]).toBe('GET /api/flats/facets/?city=moskva&is_apartment=true&rooms=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Подбор апартаментов' })).toBeInTheDocument();
    await screen.findByText('Найдено 30 апартаментов');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Комнатность' })).getByRole('button', { name: '2' }),
    );
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat?is_apartment=true&rooms=1&rooms=2');
  });

  it('shows more by widening the same request, and pages', async () => {
    const { ctx } = setup('', 'flat', 40);
    await screen.findByText('Найдено 40 квартир');
    expect(screen.getAllByTestId('lot-card')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat?more=1');
    // every page is a link to its URL (readable without scripts)
    expect(screen.getByRole('link', { name: 'Страница 4' })).toHaveAttribute(
      'href',
      '/selections/flat?page=4',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Страница 4' }));
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat?page=4');
  });

  it('knows its kind from the fixed child routes', () => {
    expect(selectionType({}, '/selections/flat')).toBe('flat');
    expect(selectionType({}, '/selections/commercial/')).toBe('commercial');
    expect(selectionType({ type: 'parking' }, '/selections/parking')).toBe('parking');
    expect(selectionType({}, '/selections')).toBeUndefined();
  });

  it('offers a reset when nothing is found', async () => {
    const { ctx } = setup('rooms=1&price_max=100', 'flat', 0);
    expect(
      await screen.findByText('По этим условиям ничего не нашлось. Попробуйте ослабить фильтры.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('Ничего не найдено');
    const resets = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    await act(async () => fireEvent.click(resets[resets.length - 1] as HTMLElement));
    expect(ctx.navigate).toHaveBeenLastCalledWith('/selections/flat');
  });
});

describe('SelectionsView in a city without some kinds', () => {
  const counts = (apartments: number) => ({
    flat_0_rooms_count: 5,
    flat_1_rooms_count: 5,
    flat_2_rooms_count: 5,
    flat_3_rooms_count: 5,
    flat_4_or_more_rooms_count: 1,
    apartment_0_rooms_count: 0,
    apartment_1_rooms_count: apartments,
    apartment_2_rooms_count: 0,
    apartment_3_rooms_count: 0,
    apartment_4_or_more_rooms_count: 0,
    commercial_count: 3,
    parking_count: 0,
    storage_count: 4,
  });
  const moscow = { id: 1, title: 'Москва', slug: 'moskva', title_in: 'в Москве' };
  const tula = { id: 2, title: 'Тула', slug: 'tula', title_in: 'в Туле' };

  function setupTula(search: string, type: string | undefined, count: number) {
    const { ctx } = testShellContext({
      answer: {
        '/api/flats/specs/': specs,
        '/api/flats/facets/': { ...facets, count },
        '/api/flats/': list(count),
        '/api/properties_count/': ({ query }: FakeRequest) => counts(query.get('city') === 'moskva' ? 7 : 0),
      },
      overrides: {
        city: tula,
        cities: [moscow, tula],
        baseData: { property_tags: [], property_count_fields: counts(0), central_sales_office: {} },
      },
    });
    const path = type ? `/selections/${type}` : '/selections';
    renderWithRouter(
      <SelectionsView ctx={ctx} params={{}} search={new URLSearchParams(search)} />,
      `${path}?${search}`,
    );
    return ctx;
  }

  it('offers only the kinds the city has lots of', async () => {
    setupTula('', 'flat', 30);
    const tabs = screen.getByRole('navigation', { name: 'Тип недвижимости' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Квартиры', 'Коммерция', 'Кладовые']);
    await screen.findByText('Найдено 30 квартир');
  });

  it('says the city has no such lots when nothing is filtered, and leads to the city that has them', async () => {
    setupTula('is_apartment=true', undefined, 0);
    expect(await screen.findByText('В Туле нет апартаментов в продаже.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Апартаменты в Москве' })).toHaveAttribute(
      'href',
      'http://localhost:8080/selections/flat?is_apartment=true',
    );
    expect(screen.queryByText(/ослабить фильтры/)).not.toBeInTheDocument();
    // the shown kind keeps its tab even with no lots
    expect(
      within(screen.getByRole('navigation', { name: 'Тип недвижимости' })).getByRole('link', {
        name: 'Апартаменты',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('still offers to loosen the filters when a filter leaves nothing', async () => {
    setupTula('rooms=4', 'flat', 0);
    expect(
      await screen.findByText('По этим условиям ничего не нашлось. Попробуйте ослабить фильтры.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/нет квартир в продаже/)).not.toBeInTheDocument();
  });
});
