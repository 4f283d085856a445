// A page's handle on the list stores of its page (browser) or request (server). Stores nothing has loaded yet take
// the statistics the page's prefetch put in the query cache, so the server renders the visitor's lists and
// hydration renders the same; a store of another city is loaded for the active one (the standalone dev host runs
// no services, and a client navigation may come before the service's first load).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShellContext } from '@estate/shared-api';
import { listStoresFor, type ListStores } from '../lot-lists/listStores';
import { statisticsQuery } from '../lot-lists/listQueries';

export function useListStores(ctx: ShellContext): ListStores {
  const stores = listStoresFor(ctx.api);
  const queryClient = useQueryClient();
  const city = ctx.city.slug;
  for (const store of [stores.favorites, stores.comparison]) {
    const statistics = store.loaded ? undefined : queryClient.getQueryData(statisticsQuery(ctx.api, store.list, city).queryKey);
    if (statistics) store.seed(city, statistics);
  }
  useEffect(() => {
    for (const store of [stores.favorites, stores.comparison]) if (store.city !== city) void store.load(city);
  }, [stores, city]);
  return stores;
}
