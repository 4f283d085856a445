// The visitor's favourites and comparisons.
import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { kindLabels, type LotKind } from '../../domain/lotVocabulary';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import type { LotCard } from '../../shared/lots/lotSchemas';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import type { ListedLot, ListFacets, ListStatistics, VisitorListName } from './listSchemas';

export const LIST_LIMIT = 100;

/** The table of a list; names come from a fixed set, never from the request. */
export function tableOf(list: VisitorListName): 'favorites' | 'comparisons' {
  return list === 'favorites' ? 'favorites' : 'comparisons';
}

export async function statistics(db: Queryable, list: VisitorListName, visitorId: number | null, city: string | null): Promise<ListStatistics> {
  if (visitorId === null) return { city, property_ids: [], count: 0, counts: {}, total: 0 };
  const { rows } = await db.query<{ lot_id: number; city: string }>(
    `select x.lot_id, c.slug as city from ${tableOf(list)} x join lots l on l.id = x.lot_id join cities c on c.id = l.city_id
      where x.visitor_id = $1 order by x.created_at, x.lot_id`,
    [visitorId],
  );
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.city] = (counts[row.city] ?? 0) + 1;
  const ids = rows.filter((row) => city === null || row.city === city).map((row) => row.lot_id);
  return { city, property_ids: ids, count: ids.length, counts, total: rows.length };
}

/** Adds a lot; returns false when it was there already. */
export async function addToList(db: Queryable, list: VisitorListName, visitorId: number, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into ${tableOf(list)} (visitor_id, lot_id) values ($1, $2) on conflict (visitor_id, lot_id) do nothing`,
    [visitorId, lotId],
  );
  return rowCount > 0;
}

export async function removeFromList(db: Queryable, list: VisitorListName, visitorId: number, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(`delete from ${tableOf(list)} where visitor_id = $1 and lot_id = $2`, [visitorId, lotId]);
  return rowCount > 0;
}

export async function clearList(db: Queryable, list: VisitorListName, visitorId: number, cityId: number | null): Promise<number> {
  const { rowCount } = await db.query(
    `delete from ${tableOf(list)} x using lots l where l.id = x.lot_id and x.visitor_id = $1 and ($2::int is null or l.city_id = $2)`,
    [visitorId, cityId],
  );
  return rowCount;
}

export async function listSize(db: Queryable, list: VisitorListName, visitorId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${tableOf(list)} where visitor_id = $1`, [visitorId]);
  return rows[0]?.count ?? 0;
}

/** The lots of a visitor's list matching `where` (on `l`, the lots), newest first. */
export async function listedLots(db: Queryable, list: VisitorListName, visitorId: number, where: string, params: SqlParams, page?: Page): Promise<ListedLot[]> {
  const paging = page ? `limit ${params.add(page.limit)} offset ${params.add(page.offset)}` : '';
  const [{ rows }, rates] = await Promise.all([
    db.query<LotRow & { added_at: Date }>(
      `select ${LOT_SELECT}, x.created_at as added_at from ${tableOf(list)} x join ${LOT_FROM} on l.id = x.lot_id
        where x.visitor_id = ${params.add(visitorId)} and ${where} order by x.created_at desc, l.id desc ${paging}`,
      params.values,
    ),
    loadRates(db),
  ]);
  return rows.map((row) => ({ ...toLotCard(row, rates), added_at: new Date(row.added_at).toISOString() }));
}

/** A page of a visitor's list, of a city and some kinds. */
export async function listPage(db: Queryable, list: VisitorListName, visitorId: number, filter: { cityId?: number; kinds: LotKind[] }, page: Page): Promise<{ count: number; results: ListedLot[] }> {
  const conditions = (params: SqlParams) => {
    const where = ['true'];
    if (filter.cityId !== undefined) where.push(`l.city_id = ${params.add(filter.cityId)}`);
    if (filter.kinds.length) where.push(`l.kind = any(${params.add(filter.kinds)}::text[])`);
    return where.join(' and ');
  };
  const countParams = new SqlParams();
  const countWhere = `x.visitor_id = ${countParams.add(visitorId)} and ${conditions(countParams)}`;
  const params = new SqlParams();
  const [counted, results] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from ${tableOf(list)} x join lots l on l.id = x.lot_id where ${countWhere}`, countParams.values),
    listedLots(db, list, visitorId, conditions(params), params, page),
  ]);
  return { count: counted.rows[0]?.count ?? 0, results };
}

export async function listFacets(db: Queryable, list: VisitorListName, visitorId: number, cityId: number | undefined): Promise<ListFacets> {
  const { rows } = await db.query<{ kind: LotKind; count: number }>(
    `select l.kind, count(*)::int as count from ${tableOf(list)} x join lots l on l.id = x.lot_id
      where x.visitor_id = $1 and ($2::int is null or l.city_id = $2) group by 1 order by 1`,
    [visitorId, cityId ?? null],
  );
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    options: { kind: rows.map((row) => ({ value: row.kind, label: kindLabels[row.kind], count: row.count })) },
  };
}

/** The city of a lot, or null when there is no such lot. */
export async function lotCity(db: Queryable, lotId: number): Promise<string | null> {
  const { rows } = await db.query<{ city: string }>('select c.slug as city from lots l join cities c on c.id = l.city_id where l.id = $1', [lotId]);
  return rows[0]?.city ?? null;
}

/** Flats near the compared ones: their city and rooms, within 20 % of their prices, closest to their average first. */
export async function similarToCompared(db: Queryable, visitorId: number, cityId: number | undefined, limit: number): Promise<LotCard[]> {
  const [{ rows }, rates] = await Promise.all([
    db.query<LotRow>(
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
      [visitorId, cityId ?? null, limit],
    ),
    loadRates(db),
  ]);
  return rows.map((row) => toLotCard(row, rates));
}
