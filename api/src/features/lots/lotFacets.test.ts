import type { Page as Paginated } from '../../http/schema/responses';
import type { LotCard, LotEndpoint, LotFacets } from '../../shared/lots/lotSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';

type Query = Record<string, string | number | boolean | (string | number)[]>;

function toSearch(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/** Filter combinations per endpoint: single filters, several together, both cities, statuses. */
const CASES: [LotEndpoint, Query][] = [
  ['flats', { city: 'moskva' }],
  ['flats', { city: 'moskva', rooms: [1, 2], price_max: 30_000_000 }],
  ['flats', { city: 'moskva', project: ['beregovoy', 'timiryazev-house'], finishing: ['fine', 'white_box'], not_first: true }],
  ['flats', { city: 'moskva', features: ['view'], completion: ['2027-4', '2027-1'], area_min: 40, area_max: 90 }],
  ['flats', { city: 'moskva', is_apartment: true, only_free: true, kitchen_area_min: 10 }],
  ['flats', { city: 'tula', rooms: [0, 4], floor_min: 3, floor_max: 12, not_last: true }],
  ['flats', { city: 'tula', status: ['sold'], ordering: '-area' }],
  ['commercial', { city: 'moskva', commercial: ['office', 'retail'], features: ['separate_entrance'] }],
  ['commercial', { city: 'tula' }],
  ['parking', { city: 'moskva', features: ['ev_charger'], price_max: 4_000_000 }],
  ['storage', { city: 'tula', project: ['zarechye'] }],
];

const RANGE_PARAMS: Record<string, [string, string]> = {
  price: ['price_min', 'price_max'],
  area: ['area_min', 'area_max'],
  kitchen_area: ['kitchen_area_min', 'kitchen_area_max'],
  floor: ['floor_min', 'floor_max'],
};

describe.each(backends())('lot facets agree with lot lists on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  const getJson = async <T>(url: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const count = async (endpoint: LotEndpoint, query: Query) =>
    (await getJson<Paginated<LotCard>>(`/api/${endpoint}/?${toSearch({ ...query, limit: 1 })}`)).count;

  it('reads a range given the wrong way round as the range it names, in the list and its facets', async () => {
    const meant = { city: 'moskva', price_min: 10_000_000, price_max: 30_000_000 };
    const reversed = { city: 'moskva', price_min: 30_000_000, price_max: 10_000_000 };
    const expected = await count('flats', meant);
    expect(expected).toBeGreaterThan(0);
    expect(await count('flats', reversed)).toBe(expected);
    expect((await getJson<LotFacets>(`/api/flats/facets/?${toSearch(reversed)}`)).count).toBe(expected);
  });

  it.each(CASES)('%s %j', async (endpoint, query) => {
    const facets = await getJson<LotFacets>(`/api/${endpoint}/facets/?${toSearch(query)}`);

    // The list: count equals what its pages hold, following `next` to the end, with no lot twice.
    const seen = new Set<number>();
    let url: string | null = `/api/${endpoint}/?${toSearch({ ...query, limit: 100 })}`;
    let total: number | null = null;
    while (url) {
      const page: Paginated<LotCard> = await getJson<Paginated<LotCard>>(url);
      total ??= page.count;
      expect(page.count).toBe(total);
      for (const lot of page.results) {
        expect(seen.has(lot.id)).toBe(false);
        seen.add(lot.id);
      }
      url = page.next ? page.next.replace(/^https?:\/\/[^/]+/, '') : null;
    }
    expect(seen.size).toBe(total);
    expect(facets.count).toBe(total);
    expect(total).toBeGreaterThan(0);

    // Every offered value leads to a non-empty list of exactly the promised size.
    const checks: Promise<void>[] = [];
    for (const [name, options] of Object.entries(facets.options)) {
      for (const option of options ?? []) {
        const current = query[name];
        const values = Array.isArray(current) ? current : current === undefined ? [] : [current as string];
        // features combine with AND (one more value narrows); every other multi filter is replaced by the value.
        const next = name === 'features' ? { ...query, features: [...values, option.value] } : { ...query, [name]: [option.value] };
        checks.push(
          count(endpoint, next).then((found) => {
            expect({ facet: name, value: option.value, count: found }).toEqual({ facet: name, value: option.value, count: option.count });
            expect(found).toBeGreaterThan(0);
          }),
        );
      }
    }
    // Each range's bounds are those of the list without that range: asking for exactly them finds every lot that has
    // a value at all (studios have no kitchen area, so any kitchen range leaves them out).
    for (const [name, range] of Object.entries(facets.ranges)) {
      const [minParam, maxParam] = RANGE_PARAMS[name] ?? [];
      if (!minParam || !maxParam || range?.min === null || range?.max === null || !range) continue;
      const without: Query = { ...query };
      delete without[minParam];
      delete without[maxParam];
      checks.push(
        Promise.all([
          count(endpoint, { ...without, [minParam]: name === 'floor' ? -10 : 0, [maxParam]: 1_000_000_000 }),
          count(endpoint, { ...without, [minParam]: range.min, [maxParam]: range.max }),
        ]).then(([all, bounded]) => {
          expect({ range: name, count: bounded }).toEqual({ range: name, count: all });
        }),
      );
    }
    // A flag's count is what the list shows with the flag switched on.
    for (const [flag, expected] of Object.entries(facets.flags)) {
      checks.push(
        count(endpoint, { ...query, [flag]: true }).then((found) => {
          expect({ flag, count: found }).toEqual({ flag, count: expected });
        }),
      );
    }
    await Promise.all(checks);
  });

  it('refuses bad filter values with 400 {field: [messages]} and ignores unknown parameters', async () => {
    const bad = await test.app.inject({ method: 'GET', url: '/api/flats/?rooms=7&price_min=abc&completion=2027&ordering=cheap&city=paris&utm_source=ya' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      city: ['Выберите корректный вариант. paris нет среди допустимых значений.'],
      rooms: ['Убедитесь, что это значение меньше либо равно 4.'],
      price_min: ['Введите целое число.'],
      completion: ['Неверный формат срока сдачи: 2027. Используйте ГГГГ-К, например 2027-2.'],
      ordering: ['Выберите корректный вариант. cheap нет среди допустимых значений.'],
    });
    const unknown = await test.app.inject({ method: 'GET', url: '/api/flats/?city=tula&whatever=1&limit=500' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<Paginated<LotCard>>().results).toHaveLength(100);
  });

  it('orders stably and hides sold lots unless asked', async () => {
    const { results } = await getJson<Paginated<LotCard>>('/api/flats/?city=moskva&ordering=-price&limit=50');
    const prices = results.map((lot) => lot.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(results.every((lot) => lot.status !== 'sold')).toBe(true);
    const sold = await getJson<Paginated<LotCard>>('/api/flats/?city=moskva&status=sold&limit=5');
    expect(sold.count).toBeGreaterThan(0);
    expect(sold.results.every((lot) => lot.status === 'sold')).toBe(true);
  });
});
