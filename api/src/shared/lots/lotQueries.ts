import type { LotCard, LotDetail, LotOrdering, LotProjectSummary } from './lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import type { Page } from '../../http/pagination';
import { loadRates } from '../mortgage/monthlyPayment';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters } from './lotFilters';
import { filterConditions, scopeConditions, whereClause } from './lotConditions';
import { LOT_FROM, LOT_SELECT, toLotCard, toLotDetail, type LotRow } from './lotCard';

export const ORDER_BY: Record<LotOrdering, string> = {
  price: 'l.price asc, l.id asc',
  '-price': 'l.price desc, l.id desc',
  area: 'l.area asc, l.id asc',
  '-area': 'l.area desc, l.id desc',
  floor: 'l.floor asc, l.id asc',
  '-floor': 'l.floor desc, l.id desc',
  completion: '(l.completion_year * 10 + l.completion_quarter) asc, l.id asc',
  '-completion': '(l.completion_year * 10 + l.completion_quarter) desc, l.id desc',
};

/**
 * One page of lots and the total in one statement: the page's ids are picked from `lots` alone (the window count
 * sees every matching row before LIMIT), and only those rows are joined to the tables their cards need.
 */
export async function listLots(
  db: Queryable,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
): Promise<{ count: number; results: LotCard[] }> {
  const params = new SqlParams();
  const where = whereClause(scopeConditions(params, config, filters), filterConditions(params, filters));
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const pageSql = `select ${LOT_SELECT}, picked.total from ${LOT_FROM}
    join (select l.id, count(*) over ()::int as total from lots l where ${where} order by ${ORDER_BY[ordering]} limit ${limit} offset ${offset}) picked
      on picked.id = l.id
    order by ${ORDER_BY[ordering]}`;
  const [{ rows }, rates] = await Promise.all([db.query<LotRow & { total: number }>(pageSql, params.values), loadRates(db)]);
  // An offset past the end returns no row to carry the total: count separately (rare).
  const count =
    rows[0]?.total ??
    (page.offset > 0
      ? ((await db.query<{ count: number }>(`select count(*)::int as count from lots l where ${where}`, params.values.slice(0, -2))).rows[0]?.count ?? 0)
      : 0);
  return { count, results: rows.map((row) => toLotCard(row, rates)) };
}

export async function getLot(db: Queryable, config: LotEndpointConfig, id: number): Promise<LotDetail | null> {
  const [{ rows }, rates] = await Promise.all([
    db.query<LotRow>(`select ${LOT_SELECT} from ${LOT_FROM} where l.id = $1 and l.kind = any($2::text[])`, [id, config.kinds]),
    loadRates(db),
  ]);
  return rows[0] ? toLotDetail(rows[0], rates) : null;
}

/** Lots like this one: same type and city, not sold, same room count (flats) or premise type (commercial), near in price. */
export async function similarLots(db: Queryable, config: LotEndpointConfig, lot: LotDetail, limit: number): Promise<LotCard[]> {
  const params = new SqlParams();
  const conditions = [
    `l.kind = any(${params.add(config.kinds)}::text[])`,
    `l.city_id = (select id from cities where slug = ${params.add(lot.city)})`,
    `l.id <> ${params.add(lot.id)}`,
    `l.status <> 'sold'`,
  ];
  if (lot.rooms !== null) conditions.push(`least(l.rooms, 4) = ${params.add(Math.min(lot.rooms, 4))}`);
  if (lot.commercial_type !== null) conditions.push(`l.commercial_type = ${params.add(lot.commercial_type)}`);
  const sql = `select ${LOT_SELECT} from ${LOT_FROM} where ${conditions.join(' and ')}
    order by (l.project_id = ${params.add(lot.project.id)}) desc, abs(l.price - ${params.add(lot.price)}) asc, l.id asc
    limit ${params.add(limit)}`;
  const [{ rows }, rates] = await Promise.all([db.query<LotRow>(sql, params.values), loadRates(db)]);
  return rows.map((row) => toLotCard(row, rates));
}

/** Projects that have lots of this endpoint (free or booked) in the city, with counts and the lowest price. */
export async function lotProjects(db: Queryable, config: LotEndpointConfig, cityId: number | undefined): Promise<LotProjectSummary[]> {
  const params = new SqlParams();
  const scope = scopeConditions(params, config, cityId === undefined ? {} : { cityId });
  const { rows } = await db.query<LotProjectSummary>(
    `select p.id, p.slug, p.name, count(*)::int as count, min(l.price)::int as min_price
       from lots l join projects p on p.id = l.project_id
      where ${scope.join(' and ')} and l.status in ('free', 'booked')
      group by p.id, p.slug, p.name, p.sort order by p.sort, p.id`,
    params.values,
  );
  return rows;
}

/** How many lots a filter set finds, and the lowest price among them. */
export async function countLots(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<{ count: number; min_price: number | null }> {
  const params = new SqlParams();
  const where = whereClause(scopeConditions(params, config, filters), filterConditions(params, filters));
  const { rows } = await db.query<{ count: number; min_price: number | null }>(
    `select count(*)::int as count, min(l.price)::int as min_price from lots l join projects p on p.id = l.project_id where ${where}`,
    params.values,
  );
  return rows[0] ?? { count: 0, min_price: null };
}
