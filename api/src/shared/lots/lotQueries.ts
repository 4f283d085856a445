import type { LotCard, LotDetail, LotOrdering, LotProjectSummary } from './lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import type { Page } from '../../http/pagination';
import { loadRates, type MortgageRate } from '../mortgage/monthlyPayment';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters } from './lotFilters';
import { filterConditions, scopeConditions, whereClause } from './lotConditions';
import { cellLots, matchingCells } from './lotCells';
import { LOT_FROM, LOT_SELECT, toLotCard, toLotDetail, type LotRow } from './lotCard';
import { keptCard, type KeptCard, type LotSnapshot } from './memory/lotSnapshot';
import { memorySelection } from './memory/memorySelection';

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

/** The columns the orderings sort by (ORDER_BY over the alias `l`), carried out of each kind's branch of a page. */
const SORT_COLUMNS = 'l.id, l.price, l.area, l.floor, l.completion_year, l.completion_quarter';

/**
 * A selection of at most this many matches per lot of its page's end is read from the cells holding its matches
 * (`matchingCells`) and sorted; a larger one is walked in the ordering's index, finding the page's lots among the
 * first few of the scope's.
 */
const FEW_MATCHES_PER_PAGE_LOT = 40;

/**
 * The ids of one page of lots, `limit` from `offset` in `ordering`, after the CTE `c` of `matchingCells`: from the
 * matching cells' lots when they are few, else per kind of the endpoint, the first `offset + limit` in the ordering
 * from the partial index of that kind's lots on sale in the city (an equality on the kind: under `kind = any(…)` no
 * btree index yields its order, and the scan walked the whole price index), merged and cut to the page. `few`: a
 * condition (evaluated once) choosing the first way. Returns a CTE to add and the query of the ids.
 */
function pageIdsSql(
  params: SqlParams,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
  passes: string,
  few: string,
): { cte: string; ids: string } {
  const cut = `order by ${ORDER_BY[ordering]} limit ${params.add(page.limit)} offset ${params.add(page.offset)}`;
  // materialised: the matches are gathered from their cells and then sorted (inlined, the planner would walk an
  // ordering's index looking each lot's cell up)
  const cte = `few_lots as materialized (select ${SORT_COLUMNS} from ${cellLots(', l.id, l.completion_year, l.completion_quarter')} where ${few} and ${passes})`;
  const conditions = filterConditions(params, filters);
  const city = filters.cityId === undefined ? [] : [`l.city_id = ${params.add(filters.cityId)}`];
  const end = params.add(page.offset + page.limit);
  // the flag of apartments picks one of the kinds (a branch of the other would walk its index finding none)
  const apartment = filters.isApartment === undefined ? null : filters.isApartment ? 'apartment' : 'flat';
  const kinds = config.kinds.filter((kind) => apartment === null || kind === apartment);
  const branches = (kinds.length ? kinds : config.kinds).map(
    (kind) =>
      `(select ${SORT_COLUMNS} from lots l where not (${few}) and ${whereClause([`l.kind = ${params.add(kind)}`, ...city], conditions)} order by ${ORDER_BY[ordering]} limit ${end})`,
  );
  return { cte, ids: `(select l.id from few_lots l ${cut}) union all (select l.id from (${branches.join(' union all ')}) l ${cut})` };
}

/**
 * One page of lots and the total, in one statement (one snapshot). The total comes from the lots' summary
 * (`matchingCells`); the page's ids are picked from `lots` alone (`pageIdsSql`), and only those rows are joined to the
 * tables their cards need. A page in the back half of the selection is read backwards from its end (the total read
 * first), so no page walks more than half the matches.
 */
export async function listLots(
  db: Queryable,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
  rates: () => Promise<readonly MortgageRate[]> = () => loadRates(db),
): Promise<{ count: number; results: LotCard[] }> {
  const pageOf = async (order: LotOrdering, limit: number, offset: number, count?: number) => {
    const params = new SqlParams();
    const cells = matchingCells(params, config, filters);
    const total = count === undefined ? '(select n from total)' : params.add(count);
    const few = `${total} <= ${params.add(FEW_MATCHES_PER_PAGE_LOT * (offset + limit))}`;
    const picked = pageIdsSql(params, config, filters, order, { limit, offset }, cells.passes, few);
    const { rows } = await db.query<LotRow & { total: number }>(
      `with ${cells.cte}${count === undefined ? `, total as (${countSql(cells)})` : ''}, ${picked.cte}
       select ${LOT_SELECT}, ${total}::int as total from ${LOT_FROM} join (${picked.ids}) picked on picked.id = l.id
       order by ${ORDER_BY[order]}`,
      params.values,
    );
    return rows;
  };
  if (page.offset === 0) {
    // the first page needs no total to be found: both in one statement (no rows: nothing matches)
    const [rows, known] = await Promise.all([pageOf(ordering, page.limit, 0), rates()]);
    return { count: rows[0]?.total ?? 0, results: rows.map((row) => toLotCard(row, known)) };
  }
  const [{ count }, known] = await Promise.all([countLots(db, config, filters), rates()]);
  const end = Math.min(page.offset + page.limit, count);
  if (end <= page.offset) return { count, results: [] };
  const rows = page.offset + end > count ? (await pageOf(REVERSED[ordering], end - page.offset, count - end, count)).reverse() : await pageOf(ordering, end - page.offset, page.offset, count);
  return { count, results: rows.map((row) => toLotCard(row, known)) };
}

/** The cards of lots by id: one text for every page, kept prepared. */
const CARDS_BY_ID = `select ${LOT_SELECT} from ${LOT_FROM} where l.id = any($1::int[])`;

/**
 * `listLots` from the lots kept in memory (`lotIndex`): the count and the page's ids picked there, and the page's
 * cards from those the snapshot keeps, the others read in one statement by id.
 */
export async function listLotsInMemory(
  db: Queryable,
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
  rates: () => Promise<readonly MortgageRate[]>,
  contentVersion: number,
  encode: (card: LotCard) => string,
): Promise<{ count: number; results: KeptCard[] }> {
  const { count, ids } = memorySelection(snapshot, config, filters, ordering, page);
  if (ids.length === 0) return { count, results: [] };
  const make = async (missing: number[]) => {
    const [{ rows }, known] = await Promise.all([db.query<LotRow>(CARDS_BY_ID, [missing], { prepare: true }), rates()]);
    return rows.map((row) => keptCard(toLotCard(row, known), encode));
  };
  const byId = new Map((await snapshot.cards(ids, contentVersion, make)).map((kept) => [kept.id, kept]));
  // a lot gone since the snapshot's version is left out (the next version's answer leaves it out of the count too)
  return { count, results: ids.flatMap((id) => byId.get(id) ?? []) };
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

/**
 * How many lots a filter set finds, and the lowest price among them, and the lots on sale of the scope (kind and
 * city), from the lots' summary (`lotCells.ts`): the cells decided for every filter by their counts, the lots of the
 * others read one by one.
 */
export async function countLots(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<{ count: number; min_price: number | null }> {
  const params = new SqlParams();
  const cells = matchingCells(params, config, filters);
  const { rows } = await db.query<{ count: number; min_price: number | null }>(`with ${cells.cte} select n as count, min_price from (${countSql(cells)}) total`, params.values);
  return rows[0] ?? { count: 0, min_price: null };
}

/** Over the CTE `c` of `matchingCells`: one row of the matches' number `n` and their lowest price `min_price`. */
function countSql(cells: { decided: string; passes: string }): string {
  return `select (coalesce(sum(c.lots), 0) + edges.n)::int as n, least(min(c.price_min), edges.price_min)::int as min_price
    from (select count(*) as n, min(l.price) as price_min from ${cellLots()} where not (${cells.decided}) and ${cells.passes}) edges
    left join c on ${cells.decided} group by edges.n, edges.price_min`;
}

/** The ids of the projects `slugs` name (a filter by project, as the cache rules of its answers read it). */
export async function projectIds(db: Queryable, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const { rows } = await db.query<{ id: number }>('select id from projects where slug = any($1::text[])', [slugs]);
  return rows.map((row) => row.id);
}
