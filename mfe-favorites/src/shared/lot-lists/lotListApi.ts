// The HTTP calls of one visitor list (product §7 favourites and comparisons calls), through the shell's client.
import { endpoints, type ApiClient, type LotList } from '@estate/shared-api';
import type { ListChange, ListStatistics } from '@estate/shared-api/dto/favorites';

export interface LotListApi {
  statistics(city: string, signal?: AbortSignal): Promise<ListStatistics>;
  add(lotId: number): Promise<ListChange | null>;
  remove(lotId: number): Promise<void>;
  clear(city: string): Promise<void>;
}

export function listEndpoints(list: LotList) {
  return list === 'favorites' ? endpoints.favorites : endpoints.comparisons;
}

export function createLotListApi(api: ApiClient, list: LotList): LotListApi {
  const paths = listEndpoints(list);
  return {
    statistics: (city, signal) => api.get(paths.statistics(), { query: { city }, signal }),
    add: (lotId) => api.post(paths.create(), { body: { property: lotId } }),
    remove: async (lotId) => {
      await api.delete(paths.item(lotId));
    },
    clear: async (city) => {
      await api.post(paths.clear(), { query: { city } });
    },
  };
}
