// The publications of a city's press section, PRESS_PAGE_SIZE at a time, as one infinite query shown to the depth
// the URL asks for: the server prefetches that many pages; a deeper URL ('show more') loads the next page and
// appends it, keeping what is shown meanwhile; a shallower one shows the newest pages of what is cached.
import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiQueryKey,
  endpoints,
  FETCH_MIN_PENDING_MS,
  settleNoEarlier,
  type ApiClient,
  type PagePrefetch,
} from '@estate/shared-api';
import type { PublicationType } from '@estate/shared-api/dto/publications';
import { appendPage, PRESS_PAGE_SIZE, type Feed } from './feed';
import { readPressDepth } from './pressDepth';
import { readPressType } from './pressType';

export interface PublicationFeed {
  /** the feed of the current section; undefined until its first page has come */
  feed: Feed | undefined;
  /** the first page of the section is loading */
  loading: boolean;
  /** fewer pages are shown than the depth asks for and the next one is on its way */
  loadingMore: boolean;
  /** the last load failed (first page when `feed` is undefined, else the next one) */
  error: unknown;
  retry: () => void;
}

function feedQuery(api: ApiClient, city: string, type: PublicationType, minPendingMs = 0) {
  const path = endpoints.publications.list();
  const query = { city, type, for_owners: false, limit: PRESS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(path, query), 'feed'],
    queryFn: ({ pageParam, signal }) =>
      settleNoEarlier(api.get(path, { query: { ...query, offset: pageParam }, signal }), minPendingMs),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

export const prefetchPress: PagePrefetch = ({ api, city, search, queryClient }) =>
  queryClient.prefetchInfiniteQuery({ ...feedQuery(api, city, readPressType(search)), pages: readPressDepth(search) });

/** The first `depth` pages of the section of `type` (pages beyond what the API has are simply not there). */
export function usePublicationFeed(api: ApiClient, city: string, type: PublicationType, depth: number): PublicationFeed {
  const key = `${city}:${type}`;
  const state = useInfiniteQuery(feedQuery(api, city, type, FETCH_MIN_PENDING_MS));
  const feed = state.data?.pages
    .slice(0, depth)
    .reduce<Feed | undefined>((previous, page, index) => appendPage(previous, key, previous?.items.length ?? index, page), undefined);
  const behind = state.data !== undefined && state.data.pages.length < depth && state.hasNextPage;
  const { isFetching, isFetchNextPageError, fetchNextPage } = state;

  useEffect(() => {
    if (behind && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [behind, isFetching, isFetchNextPageError, fetchNextPage]);

  return {
    feed,
    loading: state.isPending,
    loadingMore: behind && !isFetchNextPageError,
    error: isFetching ? null : state.error,
    retry: () => void (feed ? fetchNextPage() : state.refetch()),
  };
}
