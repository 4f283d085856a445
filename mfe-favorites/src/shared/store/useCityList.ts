// The state a list page (/favorites, /comparison) keeps: the city shown, that city's list as the page loads it,
// and lots removed on the page hidden at once. The active city's list follows the store (changes here, in other
// tabs, on lot cards); another city's follows its count.
import { useState } from 'react';
import { useFetch, type LotList, type ShellContext } from '@estate/shared-api';
import { useListStore } from './useListStore';

export function useCityList<T>(ctx: ShellContext, list: LotList, load: (city: string, signal: AbortSignal) => Promise<T>) {
  const store = useListStore(ctx, list);
  const [city, setCity] = useState(ctx.city.slug);
  const active = city === ctx.city.slug;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const key = active ? `${city}|${store.loaded ? store.ids.join(',') : '…'}` : `${city}|${store.counts[city] ?? 0}`;
  const { data, error, refetch } = useFetch(key, async (signal) => ({ city, loaded: await load(city, signal) }));
  // a new load starts with nothing hidden (reset while rendering, as React advises for state that follows a value)
  const [hiddenFor, setHiddenFor] = useState(data);
  if (hiddenFor !== data) {
    setHiddenFor(data);
    setHidden(new Set());
  }

  const followsStore = active && store.loaded && store.city === city;
  const hide = (ids: number[]) => setHidden((current) => new Set([...current, ...ids]));
  return {
    store,
    city,
    setCity,
    /** the shell's city: its lots can be toggled on the page */
    active,
    /** the loaded list of the city shown, null while it loads */
    shown: data?.city === city ? data.loaded : null,
    error,
    refetch,
    /** false for a lot removed on the page or, in the active city, no longer in the store */
    isListed: (id: number) => !hidden.has(id) && (!followsStore || store.has(id)),
    remove: async (id: number) => {
      if (await store.remove(id)) hide([id]);
    },
    removeAll: (ids: number[]) => {
      hide(ids);
      void store.clear(city);
    },
  };
}
