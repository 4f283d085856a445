// A selection page's data: the kind's filter specs, the facets of the chosen filters and the lots of the page.
// The page's prefetch (server) and the page (browser) read the same URL into the same requests, so the first
// page of lots arrives with the document and hydration asks for nothing again.
import { apiQuery, endpoints, type PagePrefetch } from '@estate/shared-api';
import { parseFilterState, type FilterState } from './filterState';
import { filterQuery, listQuery } from './apiQuery';
import { KINDS, resolveKind, type KindSchema, type ViewMode } from './kinds';

/** The child of /selections: the route's :type, or the fixed child routes (/selections/flat, /selections/commercial). */
export function selectionType(params: Readonly<Record<string, string | undefined>>, pathname: string): string | undefined {
  return params.type ?? /^\/selections\/([^/]+)\/?$/.exec(pathname)?.[1];
}

/** What a selection URL shows: the kind, its filter state and the view. */
export function readSelection(type: string | undefined, search: URLSearchParams) {
  const schema = KINDS[resolveKind(type, search)];
  const state = parseFilterState(search, schema);
  const view: ViewMode = state.view ?? schema.views[0] ?? 'grid';
  return { schema, state, view, listed: view === 'grid' || view === 'list' };
}

export function selectionRequests(schema: KindSchema, state: FilterState, city: string) {
  const lots = endpoints[schema.endpoint];
  return {
    specs: { path: lots.specs(), query: { city } },
    facets: { path: lots.facets(), query: filterQuery(state, schema, city) },
    list: { path: lots.list(), query: listQuery(state, schema, city) },
  };
}

/** Specs, facets and, in the grid and list views, the lots (the chess-board and the scheme load in the browser). */
export const prefetchSelection: PagePrefetch = ({ api, pathname, params, search, city, queryClient }) => {
  const { schema, state, listed } = readSelection(selectionType(params, pathname), search);
  const { specs, facets, list } = selectionRequests(schema, state, city);
  return Promise.all(
    [specs, facets, ...(listed ? [list] : [])].map(({ path, query }) => queryClient.prefetchQuery(apiQuery(api, path, query))),
  );
};
