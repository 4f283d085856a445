// The two list stores of one page in the browser, of one request on the server: the service, the pages and the
// toggle buttons of that page share them. They hang off the shell's API client, which the shell creates once per
// page load and once per server request (with that visitor's cookies), held weakly: a request's stores go with its
// client, and one visitor's lists are never reachable from another visitor's render.
import type { ApiClient } from '@estate/shared-api';
import { createLotListApi } from './lotListApi';
import { LotListStore } from './LotListStore';

export interface ListStores {
  favorites: LotListStore;
  comparison: LotListStore;
}

const storesOfClient = new WeakMap<ApiClient, ListStores>();

/** The stores of the page (or request) whose API client this is, created on first use. */
export function listStoresFor(api: ApiClient): ListStores {
  let stores = storesOfClient.get(api);
  if (!stores) {
    stores = {
      favorites: new LotListStore('favorites', createLotListApi(api, 'favorites')),
      comparison: new LotListStore('comparison', createLotListApi(api, 'comparison')),
    };
    storesOfClient.set(api, stores);
  }
  return stores;
}
