// One GET endpoint of the API as a TanStack Query: keyed by path and normalised query (the same request is one
// cache entry wherever it is made: a page's prefetch on the server, its component in the browser).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../http/client';
import type { ApiPath, ApiTemplate, ResponseOf } from '../api/apiTypes';
import { serializeQuery, type Query } from '../http/serializeQuery';

export type ApiQueryKey = readonly ['api', string, string];

/** ['api', path, query serialised with its keys sorted] */
export function apiQueryKey(path: string, query?: Query): ApiQueryKey {
  const sorted = query && Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
  return ['api', path, serializeQuery(sorted)];
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Settles like `fetching`, but no earlier than `ms` after the call (0: at once). */
export async function settleNoEarlier<T>(fetching: Promise<T>, ms: number): Promise<T> {
  if (!ms) return fetching;
  const [result] = await Promise.allSettled([fetching, delay(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export interface ApiQueryOptions {
  /** settle no earlier than this after the fetch started; 0 on the server (prefetch) */
  minPendingMs?: number;
}

/**
 * queryOptions for GET `path?query`, typed by the path's operation: use it in a page's prefetch
 * (`queryClient.prefetchQuery`) and its hook.
 */
export function apiQuery<P extends ApiTemplate>(api: ApiClient, path: ApiPath<P>, query?: Query, { minPendingMs = 0 }: ApiQueryOptions = {}) {
  return queryOptions({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }): Promise<ResponseOf<P>> => settleNoEarlier(api.get(path, { query, signal }), minPendingMs),
  });
}
