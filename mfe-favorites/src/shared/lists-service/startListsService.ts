// The favourites remote's page-wide service (the shell starts it with the page): loads both lists' statistics for
// the active city, announces every change on the bus as `lots/changed` (the header shows the counts from these),
// reloads on `city/changed`, and keeps the site's other tabs in step.
import type { LotList, ShellContext } from '@estate/shared-api';
import { listStoresFor } from '../lot-lists/listStores';
import type { LotListStore } from '../lot-lists/LotListStore';
import { openCrossTabChannel, type CrossTabChannel } from './crossTabChannel';

export interface ListsServiceOptions {
  /** the channel to the other tabs (tests pass their own) */
  channel?: CrossTabChannel;
}

export function startListsService(ctx: ShellContext, options: ListsServiceOptions = {}): () => void {
  const stores = listStoresFor(ctx.api);
  const byList: Record<LotList, LotListStore> = { favorites: stores.favorites, comparison: stores.comparison };
  const channel = options.channel ?? openCrossTabChannel();
  let city = ctx.city.slug;
  const stops: Array<() => void> = [];

  const reload = (list: LotList) => void byList[list].load(city);
  const reloadAll = () => {
    reload('favorites');
    reload('comparison');
  };

  for (const store of Object.values(byList)) {
    stops.push(
      store.subscribe((ids, change) => {
        ctx.bus.next(change ? { type: 'lots/changed', list: store.list, ids, change } : { type: 'lots/changed', list: store.list, ids });
      }),
      store.onServerChange(() => channel.post({ list: store.list })),
    );
  }
  stops.push(channel.subscribe((message) => reload(message.list)));
  const subscription = ctx.bus.subscribe((event) => {
    if (event.type !== 'city/changed' || event.slug === city) return;
    city = event.slug;
    reloadAll();
  });
  stops.push(() => subscription.unsubscribe());

  reloadAll();
  return () => {
    stops.forEach((stop) => stop());
    channel.close();
  };
}
