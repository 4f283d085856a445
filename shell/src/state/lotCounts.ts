// The header's compare and favourites counts. One small store fed by the bus: whoever owns the lists (the
// favourites remote) announces every change as `lots/changed`, and the header only shows the numbers.
import type { EventBus, LotList } from '@estate/shared-api';
import { createStore, type Store } from './store';

export type LotCounts = Record<LotList, number>;
export type LotCountsStore = Store<LotCounts>;

export function createLotCountsStore(initial: LotCounts = { favorites: 0, comparison: 0 }): LotCountsStore {
  return createStore(initial);
}

/** Keeps the store in step with `lots/changed` events; returns the unsubscribe. */
export function connectLotCounts(store: LotCountsStore, bus: EventBus): () => void {
  const subscription = bus.subscribe((event) => {
    if (event.type !== 'lots/changed') return;
    const count = new Set(event.ids).size;
    store.set((current) => (current[event.list] === count ? current : { ...current, [event.list]: count }));
  });
  return () => subscription.unsubscribe();
}
