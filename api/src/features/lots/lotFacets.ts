import type { FacetOption, FacetRange } from '@estate/shared-api/dto/common';
import type { LotFacets, LotFlagFilter, LotMultiFilter, LotRangeFilter } from '@estate/shared-api/dto/lots';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { COMMERCIAL_TYPES, commercialTypeLabels, completionLabel, featureLabels, FINISHINGS, finishingLabels, LOT_FEATURES, roomsLabel } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters } from './lotFilters';
import { filterConditions, scopeConditions, whereClause, type Condition } from './lotConditions';

const FROM = 'lots l join projects p on p.id = l.project_id';

/** Sort key of a value in a fixed vocabulary (values are constants of ours, never request input). */
function position(column: string, values: readonly string[]): string {
  return `array_position(array[${values.map((value) => `'${value}'`).join(', ')}]::text[], ${column})`;
}

/** value expression, label expression, extra join and ordering key of every multi facet. */
const MULTI: Record<LotMultiFilter, { value: string; label: string; join?: string; sort: string }> = {
  rooms: { value: 'least(l.rooms, 4)::text', label: 'null::text', sort: 'min(least(l.rooms, 4))' },
  project: { value: 'p.slug', label: 'p.name', sort: 'min(p.sort)' },
  building: { value: 'l.building_id::text', label: "b.name || ' · ' || p.name", join: 'join buildings b on b.id = l.building_id', sort: 'min(l.building_id)' },
  completion: { value: "(l.completion_year || '-' || l.completion_quarter)", label: 'null::text', sort: 'min(l.completion_year * 10 + l.completion_quarter)' },
  finishing: { value: 'l.finishing', label: 'null::text', sort: `min(${position('l.finishing', FINISHINGS)})` },
  commercial: { value: 'l.commercial_type', label: 'null::text', sort: `min(${position('l.commercial_type', COMMERCIAL_TYPES)})` },
  features: { value: 'feature', label: 'null::text', join: 'cross join unnest(l.features) as feature', sort: `min(${position('feature', LOT_FEATURES)})` },
};

const RANGE_COLUMNS: Record<LotRangeFilter, string> = {
  price: 'l.price',
  area: 'l.area',
  kitchen_area: 'l.kitchen_area',
  floor: 'l.floor',
};

/** Flag → filters it replaces, and the condition it adds when switched on. */
const FLAGS: Record<LotFlagFilter, { except: string[]; sql: string }> = {
  is_apartment: { except: ['is_apartment'], sql: "l.kind = 'apartment'" },
  not_first: { except: ['not_first'], sql: 'l.floor > 1' },
  not_last: { except: ['not_last'], sql: 'l.floor < l.floors_total' },
  only_free: { except: ['only_free', 'status'], sql: "l.status = 'free'" },
};

function label(facet: LotMultiFilter, value: string, dbLabel: string | null): string {
  switch (facet) {
    case 'rooms':
      return Number(value) >= 4 ? '4+' : roomsLabel(Number(value)).short;
    case 'completion': {
      const [year, quarter] = value.split('-').map(Number);
      return completionLabel(year ?? 0, quarter ?? 0);
    }
    case 'finishing':
      return finishingLabels[value as keyof typeof finishingLabels] ?? value;
    case 'commercial':
      return commercialTypeLabels[value as keyof typeof commercialTypeLabels] ?? value;
    case 'features':
      return featureLabels[value as keyof typeof featureLabels] ?? value;
    default:
      return dbLabel ?? value;
  }
}

function typed(facet: LotMultiFilter, value: string): string | number {
  return facet === 'rooms' || facet === 'building' ? Number(value) : value;
}

/**
 * Facets in two SQL statements: one UNION ALL of grouped counts (each multi facet without its own filter; features
 * with all filters, since they combine with AND), one row of range bounds and flag counts via FILTER clauses.
 */
export async function lotFacets(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<LotFacets> {
  // Each statement numbers its own parameters, so none is left unreferenced.
  const build = () => {
    const params = new SqlParams();
    const scope = scopeConditions(params, config, filters);
    const conditions: Condition[] = filterConditions(params, filters);
    return { params, scope, conditions };
  };
  const facetQuery = build();
  const parts = config.multi.map((facet) => {
    const { scope, conditions } = facetQuery;
    const spec = MULTI[facet];
    const where = whereClause(scope, conditions, facet === 'features' ? [] : [facet]);
    return `select '${facet}' as facet, ${spec.value} as value, ${spec.label} as label, count(*)::int as count, ${spec.sort} as sort
      from ${FROM} ${spec.join ?? ''} where ${where} and ${spec.value} is not null group by 2, 3`;
  });
  const { params, scope, conditions } = build();
  const columns = [`count(*) filter (where ${whereClause([], conditions) || 'true'})::int as total`];
  for (const name of config.ranges) {
    const where = whereClause([], conditions, [name]) || 'true';
    columns.push(`min(${RANGE_COLUMNS[name]}) filter (where ${where})::float8 as ${name}_min`);
    columns.push(`max(${RANGE_COLUMNS[name]}) filter (where ${where})::float8 as ${name}_max`);
  }
  for (const flag of config.flags) {
    const spec = FLAGS[flag];
    const where = [whereClause([], conditions, spec.except), spec.sql].filter(Boolean).join(' and ');
    columns.push(`count(*) filter (where ${where})::int as flag_${flag}`);
  }
  const summarySql = `select ${columns.join(', ')} from ${FROM} where ${scope.join(' and ')}`;
  const facetSql = `select facet, value, label, count from (${parts.join(' union all ')}) as facets order by facet, sort, value`;

  const [facetRows, summaryRows] = await Promise.all([
    parts.length
      ? db.query<{ facet: LotMultiFilter; value: string; label: string | null; count: number }>(facetSql, facetQuery.params.values)
      : Promise.resolve({ rows: [], rowCount: 0 }),
    db.query<Record<string, number | null>>(summarySql, params.values),
  ]);

  const options: LotFacets['options'] = {};
  for (const facet of config.multi) options[facet] = [];
  for (const row of facetRows.rows) {
    const option: FacetOption<string | number> = { value: typed(row.facet, row.value), label: label(row.facet, row.value, row.label), count: row.count };
    options[row.facet]?.push(option);
  }
  const summary = summaryRows.rows[0] ?? {};
  const ranges: LotFacets['ranges'] = {};
  for (const name of config.ranges) {
    const range: FacetRange = { min: summary[`${name}_min`] ?? null, max: summary[`${name}_max`] ?? null };
    ranges[name] = range;
  }
  const flags: LotFacets['flags'] = {};
  for (const flag of config.flags) flags[flag] = summary[`flag_${flag}`] ?? 0;
  return { count: summary.total ?? 0, options, ranges, flags };
}
