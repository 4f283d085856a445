// The publications of a city's press section, PRESS_PAGE_SIZE at a time, as one infinite query: the server
// prefetches the first page, 'show more' loads the next one and appends it, keeping what is shown meanwhile.
// Switching the section starts over (another query).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiQueryKey,
  endpoints,
  FETCH_MIN_PENDING_MS,
  settleNoEarlier,
  type ApiClient,
  type PagePrefetch,
} from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard, PublicationType } from '@estate/shared-api/dto/publications';
import { appendPage, PRESS_PAGE_SIZE, type Feed } from './feed';
import { readPressType } from './pressType';

export interface PublicationFeed {
  /** the feed of the current section; undefined until its first page has come */
  feed: Feed | undefined;
  /** the first page of the section is loading */
  loading: boolean;
  /** the next page is loading */
  loadingMore: boolean;
  /** the last load failed (first page when `feed` is undefined, else the next one) */
  error: unknown;
  showMore: () => void;
  retry: () => void;
}

function feedQuery(api: ApiClient, city: string, type: PublicationType, minPendingMs = 0) {
  const path = endpoints.publications.list();
  const query = { city, type, for_owners: false, limit: PRESS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(path, query), 'feed'],
    queryFn: ({ pageParam, signal }) =>
      settleNoEarlier(api.get<Paginated<PublicationCard>>(path, { query: { ...query, offset: pageParam }, signal }), minPendingMs),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

export const prefetchPress: PagePrefetch = ({ api, city, search, queryClient }) =>
  queryClient.prefetchInfiniteQuery(feedQuery(api, city, readPressType(search)));

export function usePublicationFeed(api: ApiClient, city: string, type: PublicationType): PublicationFeed {
  const key = `${city}:${type}`;
  const state = useInfiniteQuery(feedQuery(api, city, type, FETCH_MIN_PENDING_MS));
  const feed = state.data?.pages.reduce<Feed | undefined>(
    (previous, page, index) => appendPage(previous, key, previous?.items.length ?? index, page),
    undefined,
  );
  return {
    feed,
    loading: state.isPending,
    loadingMore: state.isFetchingNextPage,
    error: state.isFetching ? null : state.error,
    showMore: () => {
      if (feed && !state.isFetching) void state.fetchNextPage();
    },
    retry: () => void (feed ? state.fetchNextPage() : state.refetch()),
  };
}
