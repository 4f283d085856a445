// A page's handle on a list store: the page's store instance, loaded for the active city if the shell's service
// has not done it yet (the standalone dev host runs no services).
import { useEffect } from 'react';
import type { LotList, ShellContext } from '@estate/shared-api';
import { ensureListStores } from '../../features/lot-lists/listStores';
import type { LotListStore } from '../../features/lot-lists/LotListStore';

export function useListStore(ctx: ShellContext, list: LotList): LotListStore {
  const store = ensureListStores(ctx.api)[list];
  const city = ctx.city.slug;
  useEffect(() => {
    if (store.city !== city) void store.load(city);
  }, [store, city]);
  return store;
}
