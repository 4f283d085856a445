// A lot page's data: the lot, its price history, the lots like it and the mortgage calculator for its price. The page's prefetch
// asks for them on the server (the calculator once the price is known), the page's components with the same keys.
import { apiQuery, endpoints, type ApiClient, type PagePrefetch } from '@estate/shared-api';
import { isPathId } from '@estate/shared-api/links/pathIds';
import { mortgageCalculatorQuery } from '../../shared/mortgage/mortgageQuery';

/** The two lot endpoints with a page of their own: flats (and apartments) and commercial premises. */
export type LotPageKind = 'flats' | 'commercial';

export const SIMILAR_QUERY = { limit: 8 };

/** A lot's id in its page path: the rule the shell's route check and the API share. */
export const isLotId = isPathId;

export const lotPath = (kind: LotPageKind, id: string | number) => endpoints[kind].detail(id);
export const similarPath = (kind: LotPageKind, id: string | number) => endpoints[kind].similar(id);

export const lotQuery = (api: ApiClient, kind: LotPageKind, id: string | number) => apiQuery(api, lotPath(kind, id));
export const priceHistoryQuery = (api: ApiClient, kind: LotPageKind, id: string | number) =>
  apiQuery(api, endpoints[kind].priceHistory(id));

/** The lot page's first data: the lot, its price history and its similar lots at once, then the calculator for its price. */
export function prefetchLot(kind: LotPageKind): PagePrefetch {
  return async ({ api, params, city, queryClient }) => {
    const { id } = params;
    if (!isLotId(id)) return;
    const lot = lotQuery(api, kind, id);
    await Promise.all([
      queryClient.prefetchQuery(lot),
      queryClient.prefetchQuery(priceHistoryQuery(api, kind, id)),
      queryClient.prefetchQuery(apiQuery(api, similarPath(kind, id), SIMILAR_QUERY)),
    ]);
    const price = queryClient.getQueryData(lot.queryKey)?.price;
    if (price !== undefined) await queryClient.prefetchQuery(mortgageCalculatorQuery(api, city, price));
  };
}

/** The printable flat: the lot alone. */
export const prefetchLotSheet: PagePrefetch = async ({ api, params, queryClient }) => {
  if (isLotId(params.id)) await queryClient.prefetchQuery(lotQuery(api, 'flats', params.id));
};
