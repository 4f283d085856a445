import { KINDS, resolveKind } from './kinds';
import {
  canonicalQuery,
  emptyState,
  parseFilterState,
  serializeFilterState,
  withFlag,
  withMulti,
  withOrdering,
  withOrderedRanges,
  withRange,
  withoutFilters,
  type FilterState,
} from './filterState';
import { filterQuery, listQuery, MAX_MORE, PAGE_SIZE } from './apiQuery';

const flat = KINDS.flat;
const parse = (query: string, schema = flat) => parseFilterState(new URLSearchParams(query), schema);

describe('URL ↔ filter state', () => {
  it('reads every kind of filter from a readable query', () => {
    const state = parse(
      'rooms=1&rooms=2&project=sady&price_min=5000000&price_max=12000000&area_min=35.5&floor_min=2&not_first=true&only_free=1&completion=2027-2&ordering=-price&view=list&page=3&more=1',
    );
    expect(state).toEqual<FilterState>({
      multi: { rooms: ['1', '2'], project: ['sady'], completion: ['2027-2'] },
      ranges: { price: { min: 5_000_000, max: 12_000_000 }, area: { min: 35.5, max: null }, floor: { min: 2, max: null } },
      flags: { not_first: true, only_free: true },
      ordering: '-price',
      page: 3,
      more: 1,
      view: 'list',
    });
  });

  it('writes a state back to the same query it came from (round trip)', () => {
    const query =
      'rooms=1&rooms=2&project=sady&completion=2027-2&finishing=fine&features=view&price_min=5000000&price_max=12000000&area_min=35.5&not_first=true&not_last=true&ordering=-area&view=chess&page=2&more=2';
    expect(serializeFilterState(parse(query), flat)).toBe(query);
    const state = parse(query);
    expect(parse(serializeFilterState(state, flat))).toEqual(state);
  });

  it('keeps the apartments marker and the kind in the link', () => {
    const schema = KINDS.apartment;
    const state = withMulti(emptyState(), 'rooms', ['1']);
    const query = serializeFilterState(state, schema);
    expect(query).toBe('is_apartment=true&rooms=1');
    expect(resolveKind(undefined, new URLSearchParams(query))).toBe('apartment');
    expect(resolveKind(undefined, new URLSearchParams('commercial=office'))).toBe('commercial');
    expect(resolveKind('flat', new URLSearchParams('rooms=2'))).toBe('flat');
    expect(resolveKind('parking', new URLSearchParams(''))).toBe('parking');
  });

  it('drops values a filter cannot take and filters the kind does not have', () => {
    const state = parse('rooms=7&rooms=x&rooms=0&finishing=gold&building=abc&completion=2027&price_min=-5&features=ev_charger&commercial=office&page=0&view=scheme');
    expect(state.multi).toEqual({ rooms: ['0'] });
    expect(state.ranges).toEqual({});
    expect(state.page).toBe(1);
    expect(state.view).toBeNull();
    expect(parse('commercial=office&commercial=retail', KINDS.commercial).multi).toEqual({ commercial: ['office', 'retail'] });
  });

  it("keeps a page's filters and page number in its canonical query, not its sorting, view or 'show more'", () => {
    expect(canonicalQuery(parse('rooms=2&price_max=9000000&ordering=-price&view=list&page=3&more=2'), flat)).toBe('rooms=2&price_max=9000000&page=3');
    expect(canonicalQuery(parse('is_apartment=true&page=2', KINDS.apartment), KINDS.apartment)).toBe('is_apartment=true&page=2');
    expect(canonicalQuery(parse('ordering=-area'), flat)).toBe('');
  });

  it('leaves defaults out of the link', () => {
    const state = parse('ordering=price&view=grid&page=1&more=0');
    expect(serializeFilterState(state, flat)).toBe('');
  });

  it('starts from the first page whenever a filter changes', () => {
    const paged = parse('page=4&more=2&view=list');
    for (const next of [
      withMulti(paged, 'rooms', ['2']),
      withRange(paged, 'price', { min: 1, max: null }),
      withFlag(paged, 'not_last', true),
      withOrdering(paged, '-price'),
    ]) {
      expect([next.page, next.more]).toEqual([1, 0]);
      expect(next.view).toBe('list');
    }
    expect(withMulti(parse('rooms=1'), 'rooms', []).multi).toEqual({});
    expect(withoutFilters(parse('rooms=1&price_min=3&ordering=-area&view=list')).ordering).toBe('-area');
    expect(serializeFilterState(withoutFilters(parse('rooms=1&price_min=3&view=list')), flat)).toBe('view=list');
  });
});

describe('API query of a state', () => {
  it('sends flats as flats only and apartments as apartments, with repeated multi values', () => {
    const state = parse('rooms=1&rooms=2&price_max=9000000&not_first=true');
    expect(filterQuery(state, flat, 'moskva')).toEqual({
      city: 'moskva',
      is_apartment: false,
      rooms: ['1', '2'],
      price_max: 9_000_000,
      not_first: true,
    });
    expect(filterQuery(emptyState(), KINDS.apartment, 'tula')).toEqual({ city: 'tula', is_apartment: true });
    expect(filterQuery(emptyState(), KINDS.parking, 'tula')).toEqual({ city: 'tula' });
  });

  it('asks for the window of pages shown, within the API limit', () => {
    expect(listQuery(parse('page=3'), flat, 'moskva')).toMatchObject({ ordering: 'price', limit: PAGE_SIZE, offset: PAGE_SIZE * 2 });
    expect(listQuery(parse('more=2&ordering=-floor'), flat, 'moskva')).toMatchObject({ ordering: '-floor', limit: PAGE_SIZE * 3, offset: 0 });
    expect(listQuery(parse('more=50'), flat, 'moskva').limit).toBe(PAGE_SIZE * (MAX_MORE + 1));
    expect(PAGE_SIZE * (MAX_MORE + 1)).toBeLessThanOrEqual(100);
  });

  it('reads a reversed range the way it was meant, as the API does', () => {
    expect(parse('price_min=30000000&price_max=10000000').ranges.price).toEqual({ min: 10_000_000, max: 30_000_000 });
    expect(filterQuery(parse('area_min=80&area_max=40'), flat, 'moskva')).toMatchObject({ area_min: 40, area_max: 80 });
    // typed the wrong way round in the boxes: the state (and so the address) holds it swapped
    expect(withRange(emptyState(), 'price', { min: 30_000_000, max: 10_000_000 }).ranges.price).toEqual({ min: 10_000_000, max: 30_000_000 });
  });

  it('swaps a reversed range in the address, keeping every other parameter', () => {
    const fixed = withOrderedRanges(new URLSearchParams('rooms=2&price_min=30000000&price_max=10000000&utm_source=ya'), flat);
    expect(fixed?.toString()).toBe('rooms=2&price_min=10000000&price_max=30000000&utm_source=ya');
    expect(withOrderedRanges(new URLSearchParams('price_min=10000000&price_max=30000000'), flat)).toBeNull();
  });
});
