import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComparisonDifferences, ListChange, ListFacets, ListedLot, VisitorListName } from '@estate/shared-api/dto/favorites';
import type { ListSpecs } from '@estate/shared-api/dto/common';
import type { LotCard, LotKind } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { messages, notFound, validationError } from '../../http/errors';
import { readId } from '../../http/pathParams';
import { readForm } from '../../http/form';
import { SqlParams } from '../../http/sqlParams';
import { kindLabels, LOT_KINDS } from '../../domain/lotVocabulary';
import { readCity } from '../../shared/cities/cityParam';
import { ensureVisitorId, findVisitorId } from '../../shared/session/visitor';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import { addToList, clearList, LIST_LIMIT, listSize, removeFromList, statistics, tableOf } from './visitorLists';
import { differences } from './differences';

async function listedLots(ctx: AppContext, list: VisitorListName, visitorId: number, where: string, params: SqlParams, page?: { limit: number; offset: number }): Promise<ListedLot[]> {
  const paging = page ? `limit ${params.add(page.limit)} offset ${params.add(page.offset)}` : '';
  const [{ rows }, rates] = await Promise.all([
    ctx.db.query<LotRow & { added_at: Date }>(
      `select ${LOT_SELECT}, x.created_at as added_at from ${tableOf(list)} x join ${LOT_FROM} on l.id = x.lot_id
        where x.visitor_id = ${params.add(visitorId)} and ${where} order by x.created_at desc, l.id desc ${paging}`,
      params.values,
    ),
    loadRates(ctx.db),
  ]);
  return rows.map((row) => ({ ...toLotCard(row, rates), added_at: new Date(row.added_at).toISOString() }));
}

function readProperty(body: unknown): number {
  const raw = readForm(body).property?.trim();
  if (!raw) throw validationError({ property: [messages.required] });
  if (!/^\d{1,9}$/.test(raw)) throw validationError({ property: [messages.integer] });
  return Number(raw);
}

/** Favourites and comparisons: both belong to the visitor's session and share every endpoint. */
export function registerListRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const list of ['favorites', 'comparisons'] as const) {
    const base = `/api/${list}`;

    app.get(`${base}/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      const kinds = query.choices('kind', LOT_KINDS);
      const page = readPage(query);
      query.check();
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null) return paginated(request, page, 0, []);
      const params = new SqlParams();
      const where = ['true'];
      if (city) where.push(`l.city_id = ${params.add(city.id)}`);
      if (kinds.length) where.push(`l.kind = any(${params.add(kinds)}::text[])`);
      const countParams = new SqlParams();
      const countWhere = ['x.visitor_id = ' + countParams.add(visitorId)];
      if (city) countWhere.push(`l.city_id = ${countParams.add(city.id)}`);
      if (kinds.length) countWhere.push(`l.kind = any(${countParams.add(kinds)}::text[])`);
      const [counted, results] = await Promise.all([
        ctx.db.query<{ count: number }>(`select count(*)::int as count from ${tableOf(list)} x join lots l on l.id = x.lot_id where ${countWhere.join(' and ')}`, countParams.values),
        listedLots(ctx, list, visitorId, where.join(' and '), params, page),
      ]);
      return paginated(request, page, counted.rows[0]?.count ?? 0, results);
    });

    app.get(`${base}/statistics/`, async (request) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      query.check();
      return statistics(ctx.db, list, await findVisitorId(ctx.db, request), city?.slug ?? null);
    });

    app.get(`${base}/facets/`, async (request): Promise<ListFacets> => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      query.check();
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null) return { count: 0, options: { kind: [] } };
      const { rows } = await ctx.db.query<{ kind: LotKind; count: number }>(
        `select l.kind, count(*)::int as count from ${tableOf(list)} x join lots l on l.id = x.lot_id
          where x.visitor_id = $1 and ($2::int is null or l.city_id = $2) group by 1 order by 1`,
        [visitorId, city?.id ?? null],
      );
      return {
        count: rows.reduce((sum, row) => sum + row.count, 0),
        options: { kind: rows.map((row) => ({ value: row.kind, label: kindLabels[row.kind], count: row.count })) },
      };
    });

    app.get(`${base}/specs/`, async (): Promise<ListSpecs> => ({
      filters: [{ name: 'kind', kind: 'multi', label: 'Тип', options: LOT_KINDS.map((value) => ({ value, label: kindLabels[value] })) }],
      ordering: [{ value: '-added_at', label: 'Сначала добавленные недавно' }],
      default_ordering: '-added_at',
      page_size: DEFAULT_LIMIT,
      max_page_size: MAX_LIMIT,
    }));

    const add = async (request: FastifyRequest, reply: { status: (code: number) => unknown }): Promise<ListChange> => {
      const lotId = readProperty(request.body);
      const { rows } = await ctx.db.query<{ city: string }>('select c.slug as city from lots l join cities c on c.id = l.city_id where l.id = $1', [lotId]);
      const lot = rows[0];
      if (!lot) throw validationError({ property: [`Недопустимый первичный ключ «${lotId}» — объект не существует.`] });
      const visitorId = await ensureVisitorId(ctx.db, request);
      if ((await listSize(ctx.db, list, visitorId)) >= LIST_LIMIT) {
        throw validationError({ property: [`В списке может быть не больше ${LIST_LIMIT} объектов.`] });
      }
      const created = await addToList(ctx.db, list, visitorId, lotId);
      reply.status(created ? 201 : 200);
      return { property: lotId, created, statistics: await statistics(ctx.db, list, visitorId, lot.city) };
    };
    app.post(`${base}/`, async (request, reply) => add(request, reply));
    app.post(`${base}/create/`, async (request, reply) => add(request, reply));

    app.post(`${base}/clear/`, async (request, reply) => {
      const query = QueryReader.of(request.query);
      const city = await readCity(ctx.db, query);
      query.check();
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId !== null) await clearList(ctx.db, list, visitorId, city?.id ?? null);
      return reply.status(204).send();
    });

    if (list === 'comparisons') {
      app.get(`${base}/show_differences/`, async (request): Promise<ComparisonDifferences> => {
        const query = QueryReader.of(request.query);
        const city = await readCity(ctx.db, query);
        query.check();
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId === null) return { properties: [], rows: [] };
        const params = new SqlParams();
        const lots: LotCard[] = await listedLots(ctx, list, visitorId, city ? `l.city_id = ${params.add(city.id)}` : 'true', params);
        return differences(lots);
      });

      app.get(`${base}/similar_flats/`, async (request): Promise<LotCard[]> => {
        const query = QueryReader.of(request.query);
        const city = await readCity(ctx.db, query);
        const limit = query.int('limit', { min: 1, max: 20 }) ?? 8;
        query.check();
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId === null) return [];
        const [{ rows }, rates] = await Promise.all([
          ctx.db.query<LotRow>(
            `with compared as (
               select l.* from comparisons x join lots l on l.id = x.lot_id
                where x.visitor_id = $1 and l.kind in ('flat', 'apartment') and ($2::int is null or l.city_id = $2)
             )
             select ${LOT_SELECT} from ${LOT_FROM}
              where l.kind in ('flat', 'apartment') and l.status <> 'sold'
                and l.city_id in (select city_id from compared)
                and least(l.rooms, 4) in (select least(rooms, 4) from compared)
                and l.price between (select min(price) * 0.8 from compared) and (select max(price) * 1.2 from compared)
                and l.id not in (select id from compared)
              order by abs(l.price - (select avg(price) from compared)), l.id limit $3`,
            [visitorId, city?.id ?? null, limit],
          ),
          loadRates(ctx.db),
        ]);
        return rows.map((row) => toLotCard(row, rates));
      });
    }

    app.get(`${base}/:id/`, async (request) => {
      const lotId = readId(request.params);
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null) throw notFound();
      const params = new SqlParams();
      const [lot] = await listedLots(ctx, list, visitorId, `l.id = ${params.add(lotId)}`, params);
      if (!lot) throw notFound();
      return lot;
    });

    app.delete(`${base}/:id/`, async (request, reply) => {
      const lotId = readId(request.params);
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null || !(await removeFromList(ctx.db, list, visitorId, lotId))) throw notFound();
      return reply.status(204).send();
    });
  }
}
