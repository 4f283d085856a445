// The publications of a city's press section, PRESS_PAGE_SIZE at a time. Switching the section starts over;
// 'show more' loads the next page and appends it, keeping what is shown while it loads.
import { useEffect, useRef, useState } from 'react';
import { endpoints, useFetch, type ApiClient } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard, PublicationType } from '@estate/shared-api/dto/publications';
import { appendPage, PRESS_PAGE_SIZE, type Feed } from './feed';

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

export function usePublicationFeed(api: ApiClient, city: string, type: PublicationType): PublicationFeed {
  const key = `${city}:${type}`;
  const [requested, setRequested] = useState({ key, offset: 0 });
  const offset = requested.key === key ? requested.offset : 0;
  const latest = useRef<Feed | undefined>(undefined);

  const state = useFetch<Feed>(`${key}:${offset}`, async (signal) => {
    const page = await api.get<Paginated<PublicationCard>>(endpoints.publications.list(), {
      query: { city, type, for_owners: false, limit: PRESS_PAGE_SIZE, offset },
      signal,
    });
    return appendPage(latest.current, key, offset, page);
  });
  useEffect(() => {
    latest.current = state.data;
  });

  const feed = state.data?.key === key ? state.data : undefined;
  return {
    feed,
    loading: feed === undefined && state.error === null,
    loadingMore: feed !== undefined && state.pending,
    error: state.pending ? null : state.error,
    showMore: () => {
      if (feed && !state.pending) setRequested({ key, offset: feed.items.length });
    },
    retry: state.refetch,
  };
}
