import type { LotCard, LotDetail, LotOrdering, LotProjectSummary } from './lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import type { Page } from '../../http/pagination';
import { loadRates } from '../mortgage/monthlyPayment';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters } from './lotFilters';
import { filterConditions, scopeConditions, whereClause } from './lotConditions';
import { lotUnits } from './lotCells';
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

/** The orderings reversed: a page from the back half of a selection is read from its end. */
const REVERSED: Record<LotOrdering, LotOrdering> = {
  price: '-price',
  '-price': 'price',
  area: '-area',
  '-area': 'area',
  floor: '-floor',
  '-floor': 'floor',
  completion: '-completion',
  '-completion': 'completion',
};

/**
 * One page of lots and the total. The total comes from the lots' summary (`countLots`); the page's ids are picked from
 * `lots` alone in the ordering's index (the partial indexes of the lots on sale, per city and kind: the scan stops at
 * the page's end), and only those rows are joined to the tables their cards need. A page in the back half of the
 * selection is read backwards from its end, so no page walks more than half the matches.
 */
export async function listLots(
  db: Queryable,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
): Promise<{ count: number; results: LotCard[] }> {
  const pageOf = async (order: LotOrdering, limit: number, offset: number) => {
    const params = new SqlParams();
    const where = whereClause(scopeConditions(params, config, filters), filterConditions(params, filters));
    const { rows } = await db.query<LotRow>(
      `select ${LOT_SELECT} from ${LOT_FROM}
        join (select l.id from lots l where ${where} order by ${ORDER_BY[order]} limit ${params.add(limit)} offset ${params.add(offset)}) picked
          on picked.id = l.id
        order by ${ORDER_BY[order]}`,
      params.values,
    );
    return rows;
  };
  const [{ count }, rates] = await Promise.all([countLots(db, config, filters), loadRates(db)]);
  const end = Math.min(page.offset + page.limit, count);
  if (end <= page.offset) return { count, results: [] };
  const rows = page.offset + end > count ? (await pageOf(REVERSED[ordering], end - page.offset, count - end)).reverse() : await pageOf(ordering, end - page.offset, page.offset);
  return { count, results: rows.map((row) => toLotCard(row, rates)) };
}

export async function getLot(db: Queryable, config: LotEndpointConfig, id: number): Promise<LotDetail | null> {
  const [{ rows }, rates] = await Promise.all([
    db.query<LotRow>(`select ${LOT_SELECT} from ${LOT_FROM} where l.id = $1 and l.kind = any($2::text[])`, [id, config.kinds]),
    loadRates(db),
  ]);
  return rows[0] ? toLotDetail(rows[0], rates) : null;
}

/**
 * Lots like this one: same type and city, not sold, same room count (flats) or premise type (commercial), its own
 * project's first, nearest in price. The nearest are found from the price on, up and down, in the price index
 * (for its project and for the others), so a lot's neighbours cost a few index steps, not the city's lots.
 */
export async function similarLots(db: Queryable, config: LotEndpointConfig, lot: LotDetail, limit: number): Promise<LotCard[]> {
  const params = new SqlParams();
  const conditions = [
    `l.kind = any(${params.add(config.kinds)}::text[])`,
    `l.city_id = (select id from cities where slug = ${params.add(lot.city)})`,
    `l.id <> ${params.add(lot.id)}`,
    `l.status in ('free', 'booked')`,
  ];
  if (lot.rooms !== null) conditions.push(`least(l.rooms, 4) = ${params.add(Math.min(lot.rooms, 4))}`);
  if (lot.commercial_type !== null) conditions.push(`l.commercial_type = ${params.add(lot.commercial_type)}`);
  const project = params.add(lot.project.id);
  const price = params.add(lot.price);
  const count = params.add(limit);
  const nearest = (own: boolean, up: boolean) =>
    `(select l.id from lots l where ${conditions.join(' and ')} and l.project_id ${own ? '=' : '<>'} ${project} and l.price ${up ? '>=' : '<'} ${price}
       order by l.price ${up ? 'asc' : 'desc'}, l.id asc limit ${count})`;
  const sql = `select ${LOT_SELECT} from ${LOT_FROM}
    join (${[nearest(true, true), nearest(true, false), nearest(false, true), nearest(false, false)].join(' union all ')}) near on near.id = l.id
    order by (l.project_id = ${project}) desc, abs(l.price - ${price}) asc, l.id asc limit ${count}`;
  const [{ rows }, rates] = await Promise.all([db.query<LotRow>(sql, params.values), loadRates(db)]);
  return rows.map((row) => toLotCard(row, rates));
}

/** Projects that have lots of this endpoint (free or booked) in the city, with counts and the lowest price (from the lots' summary). */
export async function lotProjects(db: Queryable, config: LotEndpointConfig, cityId: number | undefined): Promise<LotProjectSummary[]> {
  const params = new SqlParams();
  const scope = scopeConditions(params, config, cityId === undefined ? {} : { cityId }, 'c');
  const { rows } = await db.query<LotProjectSummary>(
    `select p.id, p.slug, p.name, sum(c.lots)::int as count, min(c.price_min)::int as min_price
       from lot_cells c join projects p on p.id = c.project_id
      where ${scope.join(' and ')} and c.status in ('free', 'booked')
      group by p.id, p.slug, p.name, p.sort order by p.sort, p.id`,
    params.values,
  );
  return rows;
}

/** How many lots a filter set finds, and the lowest price among them, from the lots' summary (`lotCells.ts`). */
export async function countLots(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<{ count: number; min_price: number | null }> {
  const params = new SqlParams();
  const units = lotUnits(params, config, filters, 0);
  const all = units.where();
  const { rows } = await db.query<{ count: number; min_price: number | null }>(
    `with ${units.ctes} select coalesce(sum(u.n) filter (where ${all}), 0)::int as count, min(u.price_min) filter (where ${all})::int as min_price from units u`,
    params.values,
  );
  return rows[0] ?? { count: 0, min_price: null };
}

/** The ids of the projects `slugs` name (a filter by project, as the cache rules of its answers read it). */
export async function projectIds(db: Queryable, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const { rows } = await db.query<{ id: number }>('select id from projects where slug = any($1::text[])', [slugs]);
  return rows.map((row) => row.id);
}
