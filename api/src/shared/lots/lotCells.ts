import type { SqlParams } from '../../http/sqlParams';
import { LOT_FEATURES } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters, Range } from './lotFilters';
import { filterConditions, scopeConditions, type Condition } from './lotConditions';

/**
 * Selections and facets over the lots' summary (`lot_cells`, migration 12) instead of the lots: a cell holds lots
 * alike in every value the facets list (kind, city, project, building, rooms, premise type, completion, finishing,
 * status) with their count, bounds and feature counts. Each filter is decided per cell — all of its lots match, none
 * does, or some (null) — and a cell decided for every filter counts as one row of `n` lots; only the lots of cells
 * some filter leaves undecided (a price range cutting through one, a feature some of its lots have) are read. So a
 * count or the facets cost in proportion to the cells in scope plus the lots at the edges, not to the matches.
 */

/** The `lot_cells.features` index (1-based) of each feature. */
const featureIndex = (feature: string) => LOT_FEATURES.indexOf(feature as (typeof LOT_FEATURES)[number]) + 1;

/** `case`: true when every lot of the cell is in `range` (by the cell's bounds), false when none is, else null. */
function rangeState(params: SqlParams, min: string, max: string, range: Range, every = 'true', none = 'false'): string | null {
  if (range.min === undefined && range.max === undefined) return null;
  const low = range.min === undefined ? null : params.add(range.min);
  const high = range.max === undefined ? null : params.add(range.max);
  const inside = [every, ...(low ? [`${min} >= ${low}`] : []), ...(high ? [`${max} <= ${high}`] : [])].join(' and ');
  const outside = [none, ...(low ? [`${max} < ${low}`] : []), ...(high ? [`${min} > ${high}`] : [])].join(' or ');
  return `case when ${inside} then true when ${outside} then false end`;
}

/** `case` on a count of the cell's lots: all of them (true), none (false), some (null). */
const countState = (count: string) => `case when ${count} = c.lots then true when ${count} = 0 then false end`;

/**
 * One three-valued condition per active filter over the cell `c`, in the order (and with the names) of
 * `filterConditions`, so the i-th of each describes the same filter.
 */
export function cellConditions(params: SqlParams, filters: LotFilters): Condition[] {
  const out: Condition[] = [];
  const add = (filter: string, sql: string | null) => {
    if (sql) out.push({ filter, sql });
  };
  if (filters.rooms.length) add('rooms', `coalesce(c.rooms = any(${params.add(filters.rooms)}::int[]), false)`);
  if (filters.isApartment !== undefined) add('is_apartment', `c.kind = ${params.add(filters.isApartment ? 'apartment' : 'flat')}`);
  if (filters.commercial.length) add('commercial', `coalesce(c.commercial_type = any(${params.add(filters.commercial)}::text[]), false)`);
  if (filters.project.length) add('project', `c.project_id = any(array(select id from projects where slug = any(${params.add(filters.project)}::text[])))`);
  if (filters.building.length) add('building', `c.building_id = any(${params.add(filters.building)}::int[])`);
  add('price', rangeState(params, 'c.price_min', 'c.price_max', filters.price));
  add('area', rangeState(params, 'c.area_min', 'c.area_max', filters.area));
  add('kitchen_area', rangeState(params, 'c.kitchen_min', 'c.kitchen_max', filters.kitchenArea, 'c.kitchen_lots = c.lots', 'c.kitchen_lots = 0'));
  add('floor', rangeState(params, 'c.floor_min', 'c.floor_max', filters.floor));
  if (filters.notFirst) add('not_first', countState('c.not_first'));
  if (filters.notLast) add('not_last', countState('c.not_last'));
  if (filters.completion.length) add('completion', `c.completion = any(${params.add(filters.completion)}::int[])`);
  if (filters.finishing.length) add('finishing', `coalesce(c.finishing = any(${params.add(filters.finishing)}::text[]), false)`);
  if (filters.features.length) {
    const counts = filters.features.map((feature) => `c.features[${featureIndex(feature)}]`);
    add('features', `case when ${counts.map((count) => `${count} = c.lots`).join(' and ')} then true when ${counts.map((count) => `${count} = 0`).join(' or ')} then false end`);
  }
  if (filters.onlyFree) add('only_free', `c.status = 'free'`);
  else if (filters.status.length) add('status', `c.status = any(${params.add(filters.status)}::text[])`);
  else add('status', `c.status in ('free', 'booked')`);
  return out;
}

/**
 * Filters every cell decides for all of its lots (their values are in the cell's key): their state is never null, so
 * a lot of an undecided cell is tested only for the others, whose columns the index of `lots.cell_key` carries.
 */
const DECIDED_BY_CELL = new Set(['rooms', 'is_apartment', 'commercial', 'project', 'building', 'completion', 'finishing', 'only_free', 'status']);

/** The statuses a filter set reads (the only-free flag wins over the status filter; lots on sale by default). */
export const filterStatuses = (filters: LotFilters): string[] => (filters.onlyFree ? ['free'] : filters.status.length ? filters.status : ['free', 'booked']);

/** Per cell condition (i-th of `cellConditions`), whether a lot `l` of cell `c` passes its filter. */
function lotPasses(params: SqlParams, filters: LotFilters, cells: readonly Condition[]): string[] {
  const lots = filterConditions(params, filters, (filter) => !DECIDED_BY_CELL.has(filter));
  return cells.map((condition, index) => {
    const lot = lots.find((candidate) => candidate.filter === condition.filter);
    return lot ? `coalesce(c.s${index}, coalesce(${lot.sql}, false))` : `c.s${index}`;
  });
}

/**
 * The cells that may hold matches of `filters` (in scope, of the filter's statuses, failing no filter) as the CTE `c`
 * with their states, and over `c` joined to `lots l`: `decided`, a cell whose lots all match, and `passes`, a lot of an
 * undecided cell that matches. A count or a selection of few matches reads these cells' lots instead of walking an
 * ordering's index past the lots that fail.
 */
export function matchingCells(params: SqlParams, config: LotEndpointConfig, filters: LotFilters): { cte: string; decided: string; passes: string } {
  const scope = scopeConditions(params, config, filters, 'c');
  scope.push(`c.status = any(${params.add(filterStatuses(filters))}::text[])`);
  const cells = cellConditions(params, filters);
  const states = cells.map((condition, index) => `, (${condition.sql}) as s${index}`).join('');
  const notFailing = cells.map((condition) => `(${condition.sql}) is not false`);
  return {
    cte: `c as materialized (select c.key, c.lots, c.price_min${states} from lot_cells c where ${[...scope, ...notFailing].join(' and ')})`,
    decided: cells.map((_, index) => `c.s${index} is not null`).join(' and ') || 'true',
    passes: lotPasses(params, filters, cells).join(' and ') || 'true',
  };
}

/** The columns of `lots` the filters a cell may leave undecided read (the index of `cell_key` carries them). */
const EDGE_COLUMNS = 'l.price, l.area, l.kitchen_area, l.floor, l.floors_total, l.features';

/**
 * The lots of each cell of `c`, as `l` with the columns the undecided filters read (and `more`): looked up per cell in
 * the index of `cell_key` (lateral, kept from being flattened by `offset 0`: a hash join would read every lot to find
 * a few cells' ones).
 */
export const cellLots = (more = '') => `c cross join lateral (select ${EDGE_COLUMNS}${more} from lots l where l.cell_key = c.key offset 0) l`;

export interface Units {
  /** CTEs `c` (the cells in scope, with their states `s0…`) and `units` (see below), to put after `with`. */
  ctes: string;
  /** Over `units`: the i-th condition is the column `u.c<i>`; `where(except)` joins all but those named. */
  where(except?: readonly string[]): string;
}

const CELL_VALUES = 'c.kind, c.rooms, c.commercial_type, c.project_id, c.building_id, c.completion, c.finishing, c.status';
/** Per unit: the lots it stands for, their bounds, off-first/off-last and feature counts, in the cell's terms. */
const CELL_UNIT = `${CELL_VALUES}, c.lots as n, c.price_min, c.price_max, c.area_min, c.area_max, c.kitchen_min, c.kitchen_max,
  c.floor_min, c.floor_max, c.not_first, c.not_last, c.features`;
/** The lots of an undecided cell alike in every filter's outcome, summed up as one unit (grouped by the cell and the outcomes). */
const LOTS_UNIT = `${CELL_VALUES}, count(*)::int, min(l.price), max(l.price), min(l.area), max(l.area), min(l.kitchen_area), max(l.kitchen_area),
  min(l.floor), max(l.floor), count(*) filter (where l.floor > 1)::int, count(*) filter (where l.floor < l.floors_total)::int,
  array[${LOT_FEATURES.map((feature) => `count(*) filter (where '${feature}' = any(l.features))::int`).join(', ')}]`;

/**
 * `units`: the rows the facets aggregate — each cell decided for every filter as one row of its `n` lots, and the
 * lots of the other cells summed up per cell and outcome of every filter, with every filter's outcome as a column
 * `c<i>`. Cells that fail two filters or more count nowhere and are left out. `statuses`: the statuses the cells are
 * read for (a facet may count beyond the status filter).
 */
export function lotUnits(params: SqlParams, config: LotEndpointConfig, filters: LotFilters, statuses: readonly string[]): Units {
  const scope = scopeConditions(params, config, filters, 'c');
  scope.push(`c.status = any(${params.add(statuses)}::text[])`);
  const cells = cellConditions(params, filters);
  const states = cells.map((condition, index) => `(${condition.sql}) as s${index}`);
  const failed = cells.length ? cells.map((_, index) => `(c.s${index} is false)::int`).join(' + ') : '0';
  const decided = cells.map((_, index) => `c.s${index} is not null`).join(' and ') || 'true';
  const passes = lotPasses(params, filters, cells);
  const outcomes = passes.map((pass, index) => `, ${pass} as c${index}`).join('');
  const ctes = `c as materialized (select c.*${states.map((state) => `, ${state}`).join('')} from lot_cells c where ${scope.join(' and ')}),
    units as (
      select ${CELL_UNIT}${cells.map((_, index) => `, c.s${index} as c${index}`).join('')} from c where ${decided} and ${failed} <= 1
      union all
      select ${LOTS_UNIT}${outcomes}
        from ${cellLots()} where not (${decided}) and ${failed} <= 1
        group by c.key, ${CELL_VALUES}${passes.map((pass) => `, ${pass}`).join('')})`;
  return {
    ctes,
    where: (except = []) => cells.flatMap((condition, index) => (except.includes(condition.filter) ? [] : [`u.c${index}`])).join(' and ') || 'true',
  };
}
