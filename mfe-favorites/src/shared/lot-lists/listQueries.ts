// The lists' GETs as queries of the page's cache: a page's prefetch fills them on the server, the document carries
// them to the browser, and the page renders from them (product §7 favourites and comparisons calls).
import { apiQuery, endpoints, type ApiClient, type LotList } from '@estate/shared-api';
import { listEndpoints } from './lotListApi';

/** Lists hold at most 100 lots (the API's limit), so one page has them all. */
export const LIST_LIMIT = 100;
export const SIMILAR_LIMIT = 8;

export const statisticsQuery = (api: ApiClient, list: LotList, city: string) =>
  apiQuery(api, listEndpoints(list).statistics(), { city });

export const favoritesListRequest = (city: string) => ({ path: endpoints.favorites.list(), query: { city, limit: LIST_LIMIT } });
export const comparisonRequest = (city: string) => ({ path: endpoints.comparisons.showDifferences(), query: { city } });
export const similarFlatsRequest = (city: string) => ({ path: endpoints.comparisons.similarFlats(), query: { city, limit: SIMILAR_LIMIT } });
