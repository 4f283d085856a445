import { LOT_ENDPOINTS } from '../../domain/lotVocabulary';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { IdParams } from '../../http/schema/params';
import { described } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { priceHistory } from './priceHistoryRepository';
import { LotPriceHistory } from '../../shared/lots/lotSchemas';

/** How far back a price drop still earns the lot page its «Цена снижена». */
export const PRICE_DROP_DAYS = 30;

/** `/api/flats/{id}/price_history/` and the same for commercial, parking and storage. */
export const priceHistoryRoutes = feature({ tag: 'Price alerts' }, async (app, { ctx }) => {
  for (const endpoint of LOT_ENDPOINTS) {
    const { kinds } = lotEndpoints[endpoint];
    app.get(
      `/api/${endpoint}/:id/price_history/`,
      { schema: { summary: `The price history of a lot (${endpoint})`, params: IdParams, response: { 200: described('Every change of price or status, oldest first.', ref(LotPriceHistory)) } } },
      async (request) => {
        const rows = await priceHistory(ctx.db, request.params.id, kinds);
        if (!rows) throw notFound();
        const since = ctx.now().getTime() - PRICE_DROP_DAYS * 86_400_000;
        return {
          price_dropped: rows.some((row) => row.previous_price !== null && row.price < row.previous_price && row.changed_at.getTime() >= since),
          points: rows.map((row) => ({ date: row.changed_at.toISOString(), price: row.price, old_price: row.old_price, status: row.status })),
        };
      },
    );
  }
});
