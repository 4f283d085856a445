import type { FastifyInstance } from 'fastify';
import type { LotEndpoint, LotPriceHistory, LotStatus } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import { notFound } from '../../http/errors';
import { readId } from '../../http/pathParams';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';

/** How far back a price drop still earns the lot page its «Цена снижена». */
export const PRICE_DROP_DAYS = 30;

/** `/api/flats/{id}/price_history/` and the same for commercial, parking and storage. */
export function registerPriceHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const endpoint of Object.keys(lotEndpoints) as LotEndpoint[]) {
    const { kinds } = lotEndpoints[endpoint];
    app.get(`/api/${endpoint}/:id/price_history/`, async (request): Promise<LotPriceHistory> => {
      const id = readId(request.params);
      const lot = await ctx.db.query('select 1 from lots where id = $1 and kind = any($2::text[])', [id, kinds]);
      if (lot.rows.length === 0) throw notFound();
      const { rows } = await ctx.db.query<{ changed_at: Date; price: number; old_price: number | null; status: LotStatus; previous_price: number | null }>(
        'select changed_at, price, old_price, status, previous_price from lot_price_history where lot_id = $1 order by changed_at, id',
        [id],
      );
      const since = ctx.now().getTime() - PRICE_DROP_DAYS * 86_400_000;
      return {
        price_dropped: rows.some((row) => row.previous_price !== null && row.price < row.previous_price && row.changed_at.getTime() >= since),
        points: rows.map((row) => ({ date: row.changed_at.toISOString(), price: row.price, old_price: row.old_price, status: row.status })),
      };
    });
  }
}
