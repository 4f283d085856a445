// The whole state of a selection lives in the URL (a shareable link; Back restores it). This module turns a query
// string into that state and back, in one stable, readable form: rooms=1&rooms=2&price_min=…&not_first=true&page=2.
import type { LotMultiFilter, LotOrdering, LotRangeFilter } from '@estate/shared-api/dto/lots';
import type { FlagFilter, KindSchema, ViewMode } from './kinds';

export interface RangeValue {
  min: number | null;
  max: number | null;
}

export interface FilterState {
  multi: Partial<Record<LotMultiFilter, string[]>>;
  ranges: Partial<Record<LotRangeFilter, RangeValue>>;
  flags: Partial<Record<FlagFilter, true>>;
  ordering: LotOrdering | null;
  /** 1-based page the results start at */
  page: number;
  /** pages appended by 'show more' after `page` */
  more: number;
  view: ViewMode | null;
}

export const ORDERINGS: readonly LotOrdering[] = ['price', '-price', 'area', '-area', 'floor', '-floor', 'completion', '-completion'];
export const DEFAULT_ORDERING: LotOrdering = 'price';

const FINISHINGS = ['without', 'white_box', 'fine'];
const COMMERCIAL_TYPES = ['retail', 'office', 'food', 'free_purpose'];
const INTEGER_RANGES: readonly LotRangeFilter[] = ['price', 'floor'];

export const emptyState = (): FilterState => ({ multi: {}, ranges: {}, flags: {}, ordering: null, page: 1, more: 0, view: null });

/** Whether a raw value is one the filter can take (others are dropped, so a bad link never breaks the page). */
function validValue(schema: KindSchema, name: LotMultiFilter, value: string): boolean {
  switch (name) {
    case 'rooms':
      return /^[0-4]$/.test(value);
    case 'building':
      return /^[1-9]\d{0,8}$/.test(value);
    case 'completion':
      return /^\d{4}-[1-4]$/.test(value);
    case 'finishing':
      return FINISHINGS.includes(value);
    case 'commercial':
      return COMMERCIAL_TYPES.includes(value);
    case 'features':
      return (schema.features as readonly string[]).includes(value);
    case 'project':
      return /^[\w-]{1,100}$/.test(value);
  }
}

function readNumber(raw: string | null, integer: boolean): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(/\s/g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

function readPositiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  return Math.min(Math.max(Number(raw), fallback), max);
}

/** A range as the API reads it: bounds given the wrong way round swapped (от 30 млн до 10 млн is 10–30 млн). */
function ordered(range: RangeValue): RangeValue {
  return range.min !== null && range.max !== null && range.min > range.max ? { min: range.max, max: range.min } : range;
}

export function parseFilterState(search: URLSearchParams, schema: KindSchema): FilterState {
  const state = emptyState();
  for (const name of schema.multi) {
    const values = [...new Set(search.getAll(name))].filter((value) => validValue(schema, name, value));
    if (values.length) state.multi[name] = values;
  }
  for (const name of schema.ranges) {
    const integer = INTEGER_RANGES.includes(name);
    const min = readNumber(search.get(`${name}_min`), integer);
    const max = readNumber(search.get(`${name}_max`), integer);
    if (name !== 'floor' && ((min !== null && min < 0) || (max !== null && max < 0))) continue;
    if (min !== null || max !== null) state.ranges[name] = ordered({ min, max });
  }
  for (const name of schema.flags) {
    const raw = search.get(name);
    if (raw === 'true' || raw === '1') state.flags[name] = true;
  }
  const ordering = search.get('ordering');
  if (ordering && (ORDERINGS as readonly string[]).includes(ordering) && ordering !== DEFAULT_ORDERING) {
    state.ordering = ordering as LotOrdering;
  }
  state.page = readPositiveInt(search.get('page'), 1, 10_000);
  state.more = readPositiveInt(search.get('more'), 0, 50);
  const view = search.get('view');
  if (view && (schema.views as readonly string[]).includes(view) && view !== schema.views[0]) state.view = view as ViewMode;
  return state;
}

/**
 * The query with each range given the wrong way round swapped, every other parameter kept; null when none is (the
 * page then shows the range it reads in the address too).
 */
export function withOrderedRanges(search: URLSearchParams, schema: KindSchema): URLSearchParams | null {
  const fixed = new URLSearchParams(search);
  let changed = false;
  for (const name of schema.ranges) {
    const integer = INTEGER_RANGES.includes(name);
    const min = readNumber(search.get(`${name}_min`), integer);
    const max = readNumber(search.get(`${name}_max`), integer);
    if (min === null || max === null || min <= max) continue;
    fixed.set(`${name}_min`, String(max));
    fixed.set(`${name}_max`, String(min));
    changed = true;
  }
  return changed ? fixed : null;
}

/** The query string of a state (without '?'), parameters in the schema's order, defaults left out. */
export function serializeFilterState(state: FilterState, schema: KindSchema): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(schema.fixed)) params.append(key, value);
  for (const name of schema.multi) for (const value of state.multi[name] ?? []) params.append(name, value);
  for (const name of schema.ranges) {
    const range = state.ranges[name];
    if (range?.min !== null && range?.min !== undefined) params.append(`${name}_min`, String(range.min));
    if (range?.max !== null && range?.max !== undefined) params.append(`${name}_max`, String(range.max));
  }
  for (const name of schema.flags) if (state.flags[name]) params.append(name, 'true');
  if (state.ordering && state.ordering !== DEFAULT_ORDERING) params.append('ordering', state.ordering);
  if (state.view && state.view !== schema.views[0]) params.append('view', state.view);
  if (state.page > 1) params.append('page', String(state.page));
  if (state.more > 0) params.append('more', String(state.more));
  return params.toString();
}

/** The query of the page's canonical URL: its filters and page; sorting, view and 'show more' show the same lots. */
export function canonicalQuery(state: FilterState, schema: KindSchema): string {
  return serializeFilterState({ ...state, ordering: null, view: null, more: 0 }, schema);
}

/** Whether any filter (not sorting, view or paging) is set. */
export function hasFilters(state: FilterState): boolean {
  return Object.keys(state.multi).length > 0 || Object.keys(state.ranges).length > 0 || Object.keys(state.flags).length > 0;
}

// Updates: every filter change starts from the first page again.
const firstPage = (state: FilterState): FilterState => ({ ...state, page: 1, more: 0 });

export function withMulti(state: FilterState, name: LotMultiFilter, values: readonly string[]): FilterState {
  const multi = { ...state.multi };
  if (values.length) multi[name] = [...values];
  else delete multi[name];
  return firstPage({ ...state, multi });
}

export function withRange(state: FilterState, name: LotRangeFilter, range: RangeValue): FilterState {
  const ranges = { ...state.ranges };
  if (range.min !== null || range.max !== null) ranges[name] = ordered(range);
  else delete ranges[name];
  return firstPage({ ...state, ranges });
}

export function withFlag(state: FilterState, name: FlagFilter, on: boolean): FilterState {
  const flags = { ...state.flags };
  if (on) flags[name] = true;
  else delete flags[name];
  return firstPage({ ...state, flags });
}

export function withOrdering(state: FilterState, ordering: LotOrdering): FilterState {
  return firstPage({ ...state, ordering: ordering === DEFAULT_ORDERING ? null : ordering });
}

export function withView(state: FilterState, view: ViewMode): FilterState {
  return { ...state, view };
}

export function withoutFilters(state: FilterState): FilterState {
  return { ...emptyState(), ordering: state.ordering, view: state.view };
}
