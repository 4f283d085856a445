import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViewedLot } from '@estate/shared-api/dto/viewed';
import type { AppContext } from '../../appContext';
import { messages, validationError } from '../../http/errors';
import { readForm } from '../../http/form';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage } from '../../http/pagination';
import { readCity } from '../../shared/cities/cityParam';
import { ensureVisitorId, findVisitorId } from '../../shared/session/visitor';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';

/** How many viewed lots a visitor keeps. */
export const VIEWED_KEEP = 50;

/** Recently viewed lots of the visitor. */
export function registerViewedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (discountedOnly: boolean) => async (request: FastifyRequest) => {
    const query = QueryReader.of(request.query);
    const city = await readCity(ctx.db, query);
    const page = readPage(query);
    query.check();
    const visitorId = await findVisitorId(ctx.db, request);
    if (visitorId === null) return paginated(request, page, 0, []);
    const where = `v.visitor_id = $1 and ($2::int is null or l.city_id = $2) ${discountedOnly ? 'and l.old_price > l.price' : ''}`;
    const [counted, { rows }, rates] = await Promise.all([
      ctx.db.query<{ count: number }>(`select count(*)::int as count from viewed v join lots l on l.id = v.lot_id where ${where}`, [visitorId, city?.id ?? null]),
      ctx.db.query<LotRow & { viewed_at: Date }>(
        `select ${LOT_SELECT}, v.viewed_at from viewed v join ${LOT_FROM} on l.id = v.lot_id where ${where}
          order by v.viewed_at desc, l.id desc limit $3 offset $4`,
        [visitorId, city?.id ?? null, page.limit, page.offset],
      ),
      loadRates(ctx.db),
    ]);
    const results: ViewedLot[] = rows.map((row) => ({ ...toLotCard(row, rates), viewed_at: new Date(row.viewed_at).toISOString() }));
    return paginated(request, page, counted.rows[0]?.count ?? 0, results);
  };
  app.get('/api/viewed/', list(false));
  app.get('/api/viewed/with_personal_discount/', list(true));

  app.post('/api/viewed/', async (request, reply) => {
    const raw = (readForm(request.body).property ?? '').trim();
    if (raw === '') throw validationError({ property: [messages.required] });
    if (!/^\d{1,9}$/.test(raw)) throw validationError({ property: [messages.integer] });
    const { rows } = await ctx.db.query<{ id: number }>('select id from lots where id = $1', [Number(raw)]);
    if (!rows[0]) throw validationError({ property: [`Недопустимый первичный ключ «${raw}» — объект не существует.`] });
    const visitorId = await ensureVisitorId(ctx.db, request);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        'insert into viewed (visitor_id, lot_id) values ($1, $2) on conflict (visitor_id, lot_id) do update set viewed_at = now()',
        [visitorId, Number(raw)],
      );
      await tx.query(
        `delete from viewed where visitor_id = $1 and lot_id not in (
           select lot_id from viewed where visitor_id = $1 order by viewed_at desc limit ${VIEWED_KEEP})`,
        [visitorId],
      );
    });
    return reply.status(201).send({ property: Number(raw) });
  });
}
