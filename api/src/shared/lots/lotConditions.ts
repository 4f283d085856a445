import type { SqlParams } from '../../http/sqlParams';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters, Range } from './lotFilters';

/** A WHERE fragment tagged with the filter it implements, so facets can leave their own filter out. */
export interface Condition {
  filter: string;
  sql: string;
}

function range(params: SqlParams, column: string, value: Range): string | null {
  const parts: string[] = [];
  if (value.min !== undefined) parts.push(`${column} >= ${params.add(value.min)}`);
  if (value.max !== undefined) parts.push(`${column} <= ${params.add(value.max)}`);
  return parts.length ? parts.join(' and ') : null;
}

/**
 * The scope (kind and city) every query of an endpoint keeps. Table: `l` lots (conditions read no other alias), or
 * `alias`, a table with the same kind and city columns (the lots' summary).
 */
export function scopeConditions(params: SqlParams, config: LotEndpointConfig, filters: Pick<LotFilters, 'cityId'>, alias = 'l'): string[] {
  const scope = [`${alias}.kind = any(${params.add(config.kinds)}::text[])`];
  if (filters.cityId !== undefined) scope.push(`${alias}.city_id = ${params.add(filters.cityId)}`);
  return scope;
}

/**
 * One condition per active filter. Status defaults to free and booked lots; `only_free` replaces it. `wanted`: the
 * filters to make conditions of (the others add no parameters either).
 */
export function filterConditions(params: SqlParams, filters: LotFilters, wanted: (filter: string) => boolean = () => true): Condition[] {
  const out: Condition[] = [];
  const add = (filter: string, sql: () => string | null) => {
    const made = wanted(filter) ? sql() : null;
    if (made) out.push({ filter, sql: made });
  };
  if (filters.rooms.length) add('rooms', () => `least(l.rooms, 4) = any(${params.add(filters.rooms)}::int[])`);
  if (filters.isApartment !== undefined) add('is_apartment', () => `l.kind = ${params.add(filters.isApartment ? 'apartment' : 'flat')}`);
  if (filters.commercial.length) add('commercial', () => `l.commercial_type = any(${params.add(filters.commercial)}::text[])`);
  // By id, so no query has to join projects to filter by project.
  if (filters.project.length) add('project', () => `l.project_id = any(array(select id from projects where slug = any(${params.add(filters.project)}::text[])))`);
  if (filters.building.length) add('building', () => `l.building_id = any(${params.add(filters.building)}::int[])`);
  add('price', () => range(params, 'l.price', filters.price));
  add('area', () => range(params, 'l.area', filters.area));
  add('kitchen_area', () => range(params, 'l.kitchen_area', filters.kitchenArea));
  add('floor', () => range(params, 'l.floor', filters.floor));
  if (filters.notFirst) add('not_first', () => 'l.floor > 1');
  if (filters.notLast) add('not_last', () => 'l.floor < l.floors_total');
  if (filters.completion.length) add('completion', () => `(l.completion_year * 10 + l.completion_quarter) = any(${params.add(filters.completion)}::int[])`);
  if (filters.finishing.length) add('finishing', () => `l.finishing = any(${params.add(filters.finishing)}::text[])`);
  if (filters.features.length) add('features', () => `l.features @> ${params.add(filters.features)}::text[]`);
  // only_free=true wins over status; without either, lots on sale (free and booked) are shown (as a literal, which
  // the partial indexes of the lots on sale match).
  if (filters.onlyFree) add('only_free', () => `l.status = 'free'`);
  else if (filters.status.length) add('status', () => `l.status = any(${params.add(filters.status)}::text[])`);
  else add('status', () => `l.status in ('free', 'booked')`);
  return out;
}

/** Joins scope and conditions into a WHERE clause body, leaving out the filters named in `except`. */
export function whereClause(scope: readonly string[], conditions: readonly Condition[], except: readonly string[] = []): string {
  return [...scope, ...conditions.filter((condition) => !except.includes(condition.filter)).map((condition) => condition.sql)].join(' and ');
}
