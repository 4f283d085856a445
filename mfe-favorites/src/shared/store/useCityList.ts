// The state a list page (/favorites, /comparison) keeps: the city shown, that city's list as a query of the page's
// cache (prefetched for the visitor's city on the server), and lots removed on the page hidden at once. The active
// city's list follows the store (changes here, in other tabs, on lot cards); another city's follows its count.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiQuery, type ApiPath, type ApiTemplate, type LotList, type Query, type ResponseOf, type ShellContext } from '@estate/shared-api';
import { useListStores } from './useListStores';

export interface ListRequest<P extends ApiTemplate> {
  path: ApiPath<P>;
  query: Query;
}

export function useCityList<P extends ApiTemplate>(ctx: ShellContext, list: LotList, request: (city: string) => ListRequest<P>, lotIds: (loaded: ResponseOf<P>) => number[]) {
  const stores = useListStores(ctx);
  const store = stores[list];
  const [city, setCity] = useState(ctx.city.slug);
  const active = city === ctx.city.slug;
  const { path, query } = request(city);
  const queryClient = useQueryClient();
  const result = useApiQuery(ctx.api, path, query);
  // another city's list while it loads is not this city's
  const shown = result.isPlaceholderData ? null : (result.data ?? null);
  const refetch = () => void result.refetch();

  // a new load starts with nothing hidden (reset while rendering, as React advises for state that follows a value)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [hiddenFor, setHiddenFor] = useState(result.dataUpdatedAt);
  if (hiddenFor !== result.dataUpdatedAt) {
    setHiddenFor(result.dataUpdatedAt);
    setHidden(new Set());
  }

  const followsStore = active && store.loaded && store.city === city;
  // A lot listed elsewhere needs the list again (a removed one is only hidden); so does another city's new count.
  const signature = followsStore ? store.ids.join(',') : `${city}:${store.counts[city] ?? 0}`;
  const missing = followsStore && shown !== null && store.ids.some((id) => !lotIds(shown).includes(id));
  const seen = useRef({ city, signature });
  useEffect(() => {
    const last = seen.current;
    seen.current = { city, signature };
    if (last.city !== city || last.signature === signature || shown === null) return;
    if (!followsStore || missing) void result.refetch();
  }, [city, signature, shown, followsStore, missing, result]);

  const hide = (ids: number[]) => setHidden((current) => new Set([...current, ...ids]));
  const changedOnServer = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(path, query) });
  return {
    stores,
    store,
    city,
    setCity,
    /** the shell's city: its lots can be toggled on the page */
    active,
    /** the loaded list of the city shown, null while it loads */
    shown,
    error: result.error,
    refetch,
    /** false for a lot removed on the page or, in the active city, no longer in the store */
    isListed: (id: number) => !hidden.has(id) && (!followsStore || store.has(id)),
    remove: async (id: number) => {
      if (!(await store.remove(id))) return;
      hide([id]);
      void changedOnServer();
    },
    removeAll: async (ids: number[]) => {
      hide(ids);
      await store.clear(city);
      void changedOnServer();
    },
  };
}
