import type { FacetOption, FacetRange } from '../../shared/schemas/commonSchemas';
import type { LotFacets, LotFlagFilter, LotMultiFilter, LotRangeFilter } from '../../shared/lots/lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { commercialTypeLabels, completionLabel, featureLabels, finishingLabels, roomsLabel } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from '../../shared/lots/lotEndpoints';
import type { LotFilters } from '../../shared/lots/lotFilters';
import { filterConditions, scopeConditions, whereClause, type Condition } from '../../shared/lots/lotConditions';
import { facetOptionsSql } from './facetOptionsSql';

/** Lot columns the facets read; the scoped lots are read once into a CTE with these columns and one flag per filter. */
const BASE_COLUMNS = [
  'kind', 'rooms', 'commercial_type', 'project_id', 'building_id', 'completion_year', 'completion_quarter', 'finishing',
  'features', 'price', 'area', 'kitchen_area', 'floor', 'floors_total', 'status',
].map((column) => `l.${column}`).join(', ');

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

interface FacetRow {
  facet: LotMultiFilter;
  value: string;
  label: string | null;
  count: number;
}

/**
 * Facets in one SQL statement that reads the scoped lots once (CTE `base`, with each filter evaluated once per lot
 * as a boolean column): the option counts as one JSON array (see facetOptionsSql), next to the range bounds and
 * flag counts as FILTER clauses over the same rows.
 */
export async function lotFacets(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<LotFacets> {
  const params = new SqlParams();
  const scope = scopeConditions(params, config, filters);
  // Each filter becomes a column `c<n>` of base; below, `l` is base and a condition is that column.
  const evaluated = filterConditions(params, filters);
  const conditions: Condition[] = evaluated.map((condition, index) => ({ filter: condition.filter, sql: `l.c${index}` }));
  const base = `select ${[BASE_COLUMNS, ...evaluated.map((condition, index) => `(${condition.sql}) as c${index}`)].join(', ')}
    from lots l where ${scope.join(' and ')}`;
  const where = (except: readonly string[]) => whereClause([], conditions, except) || 'true';

  const facetOptions = facetOptionsSql(config.multi, where);
  const columns = [`count(*) filter (where ${where([])})::int as total`];
  for (const name of config.ranges) {
    columns.push(`min(${RANGE_COLUMNS[name]}) filter (where ${where([name])})::float8 as ${name}_min`);
    columns.push(`max(${RANGE_COLUMNS[name]}) filter (where ${where([name])})::float8 as ${name}_max`);
  }
  for (const flag of config.flags) {
    const spec = FLAGS[flag];
    columns.push(`count(*) filter (where ${where(spec.except)} and ${spec.sql})::int as flag_${flag}`);
  }
  const ctes = [`base as materialized (${base})`, ...facetOptions.ctes].join(', ');
  const sql = `with ${ctes} select ${facetOptions.options} as options, ${columns.join(', ')} from base l`;
  const { rows } = await db.query<{ options: FacetRow[] } & Record<string, unknown>>(sql, params.values);
  const { options: optionRows, ...summary }: { options: FacetRow[] } & Record<string, unknown> = rows[0] ?? { options: [] };
  const numberAt = (column: string): number | null => {
    const value = summary[column];
    return typeof value === 'number' ? value : null;
  };

  const options: LotFacets['options'] = {};
  for (const facet of config.multi) options[facet] = [];
  for (const row of optionRows) {
    const option: FacetOption<string | number> = { value: typed(row.facet, row.value), label: label(row.facet, row.value, row.label), count: row.count };
    options[row.facet]?.push(option);
  }
  const ranges: LotFacets['ranges'] = {};
  for (const name of config.ranges) {
    const range: FacetRange = { min: numberAt(`${name}_min`), max: numberAt(`${name}_max`) };
    ranges[name] = range;
  }
  const flags: LotFacets['flags'] = {};
  for (const flag of config.flags) flags[flag] = numberAt(`flag_${flag}`) ?? 0;
  return { count: numberAt('total') ?? 0, options, ranges, flags };
}
