// A page's GET of the API in a component: the data its prefetch put in the cache (server render, hydration) is
// used as it is; a fetch in the browser (client navigation, a changed query, a retry) keeps the previous data
// while pending and settles no earlier than 200 ms after it started (product §9). `path` null: do not load (yet).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http/client';
import type { Query } from '../http/serializeQuery';
import { FETCH_MIN_PENDING_MS } from '../fetch/fetchTask';
import type { ApiPath, ApiTemplate } from '../api/apiTypes';
import { apiQuery } from './apiQuery';

/** The page's query of `path` (typed by its operation); null: not yet. */
export function useApiQuery<P extends ApiTemplate>(api: ApiClient, path: ApiPath<P> | null, query?: Query) {
  return useQuery({
    ...apiQuery(api, path ?? ('/' as ApiPath<P>), query, { minPendingMs: FETCH_MIN_PENDING_MS }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}
