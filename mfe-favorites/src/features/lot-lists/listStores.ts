// The two list stores exist once per page inside this remote: the service, the pages and the toggle buttons it
// exposes all share these instances (module federation loads the remote's modules once).
import type { ApiClient } from '@estate/shared-api';
import { createLotListApi } from './lotListApi';
import { LotListStore } from './LotListStore';

export interface ListStores {
  favorites: LotListStore;
  comparison: LotListStore;
}

let stores: ListStores | null = null;

/** The page's stores, created on first use with the shell's API client. */
export function ensureListStores(api: ApiClient): ListStores {
  stores ??= {
    favorites: new LotListStore('favorites', createLotListApi(api, 'favorites')),
    comparison: new LotListStore('comparison', createLotListApi(api, 'comparison')),
  };
  return stores;
}

/** Forgets the stores (tests only: each test starts a fresh "page"). */
export function resetListStores(): void {
  stores = null;
}
