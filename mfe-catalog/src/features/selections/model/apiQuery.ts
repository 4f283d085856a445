// The API query of a selection state: the list request (with ordering and the page window) and the facets request.
import type { Query } from '@estate/shared-api';
import type { FilterState } from './filterState';
import type { KindSchema } from './kinds';

/** Lots per page; 'show more' widens the same request up to the API's limit of 100. */
export const PAGE_SIZE = 12;
export const API_MAX_LIMIT = 100;
export const MAX_MORE = Math.floor(API_MAX_LIMIT / PAGE_SIZE) - 1;

/** Filters only: what list, facets and the chess-board share. */
export function filterQuery(state: FilterState, schema: KindSchema, city: string): Query {
  const query: Query = { city };
  if (schema.endpoint === 'flats') query.is_apartment = schema.kind === 'apartment';
  for (const name of schema.multi) {
    const values = state.multi[name];
    if (values?.length) query[name] = values;
  }
  for (const name of schema.ranges) {
    const range = state.ranges[name];
    if (range?.min != null) query[`${name}_min`] = range.min;
    if (range?.max != null) query[`${name}_max`] = range.max;
  }
  for (const name of schema.flags) if (state.flags[name]) query[name] = true;
  return query;
}

/** The list request: filters, ordering, and the window of pages shown (page … page + more). */
export function listQuery(state: FilterState, schema: KindSchema, city: string): Query {
  const more = Math.min(state.more, MAX_MORE);
  return {
    ...filterQuery(state, schema, city),
    ordering: state.ordering ?? 'price',
    limit: PAGE_SIZE * (1 + more),
    offset: PAGE_SIZE * (state.page - 1),
  };
}

export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
