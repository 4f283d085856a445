// A page's GET of the API in a component: the data its prefetch put in the cache (server render, hydration) is
// used as it is; a fetch in the browser (client navigation, a changed query, a retry) keeps the previous data
// while pending and settles no earlier than 200 ms after it started (SPEC §9). `path` null: do not load (yet).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../http/client';
import type { Query } from '../http/serializeQuery';
import { FETCH_MIN_PENDING_MS } from '../fetch/fetchTask';
import { apiQuery } from './apiQuery';

export function useApiQuery<T>(api: ApiClient, path: string | null, query?: Query) {
  return useQuery({
    ...apiQuery<T>(api, path ?? '/', query, { minPendingMs: FETCH_MIN_PENDING_MS }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}
