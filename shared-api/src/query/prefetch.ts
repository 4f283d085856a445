// Contract version 2: a page names the data it needs for its first render. The shell runs `prefetch` on the server
// before rendering (within a time budget); the cache travels in the document, so hydration renders the same
// markup and fetches nothing again.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http/client';

export interface PrefetchArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** the city slug of the request's host */
  city: string;
  api: ApiClient;
  queryClient: QueryClient;
}

/** Fills `queryClient` with the page's first data (use `queryClient.prefetchQuery(apiQuery(...))`). */
export type PagePrefetch = (args: PrefetchArgs) => Promise<unknown>;
