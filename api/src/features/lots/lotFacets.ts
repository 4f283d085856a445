import type { FacetOption, FacetRange } from '../../shared/schemas/commonSchemas';
import type { LotFacets, LotFlagFilter, LotMultiFilter, LotRangeFilter } from '../../shared/lots/lotSchemas';
import type { Queryable } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { commercialTypeLabels, completionLabel, featureLabels, finishingLabels, LOT_FEATURES, roomsLabel } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from '../../shared/lots/lotEndpoints';
import type { LotFilters } from '../../shared/lots/lotFilters';
import { filterStatuses, lotUnits } from '../../shared/lots/lotCells';
import { facetOptionsSql } from './facetOptionsSql';

const RANGE_COLUMNS: Record<LotRangeFilter, [string, string]> = {
  price: ['u.price_min', 'u.price_max'],
  area: ['u.area_min', 'u.area_max'],
  kitchen_area: ['u.kitchen_min', 'u.kitchen_max'],
  floor: ['u.floor_min', 'u.floor_max'],
};

/** Flag → filters it replaces, and the lots it counts among a unit's (when switched on). */
export const FLAGS: Record<LotFlagFilter, { except: string[]; lots: string }> = {
  is_apartment: { except: ['is_apartment'], lots: "case when u.kind = 'apartment' then u.n else 0 end" },
  not_first: { except: ['not_first'], lots: 'u.not_first' },
  not_last: { except: ['not_last'], lots: 'u.not_last' },
  only_free: { except: ['only_free', 'status'], lots: "case when u.status = 'free' then u.n else 0 end" },
};

export function label(facet: LotMultiFilter, value: string, dbLabel: string | null): string {
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

export function typed(facet: LotMultiFilter, value: string): string | number {
  return facet === 'rooms' || facet === 'building' ? Number(value) : value;
}

interface FacetRow {
  facet: LotMultiFilter;
  value: string;
  label: string | null;
  count: number;
}

/**
 * Facets in one SQL statement over the lots' summary (`units`, see `shared/lots/lotCells.ts`: cells decided for
 * every filter, and the lots of the others): the option counts as one JSON array (see facetOptionsSql), next to the
 * range bounds and flag counts as FILTER clauses over the same units. A facet counts the lots matching all filters
 * but its own, so the units are those failing at most one filter; the cells are read for the statuses the filter
 * asks for, and free ones (the only-free flag counts them whatever the status filter says).
 */
export async function lotFacets(db: Queryable, config: LotEndpointConfig, filters: LotFilters): Promise<LotFacets> {
  const params = new SqlParams();
  const statuses = [...new Set([...filterStatuses(filters), 'free'])];
  const units = lotUnits(params, config, filters, statuses);
  const where = units.where;
  const facetOptions = facetOptionsSql(config.multi, where);
  const columns = [`coalesce(sum(u.n) filter (where ${where([])}), 0)::int as total`];
  // features combine with AND, so each counts the lots matching every filter: a sum of the units' feature counts
  const features = config.multi.includes('features') ? [...config.features].sort((a, b) => LOT_FEATURES.indexOf(a) - LOT_FEATURES.indexOf(b)) : [];
  for (const feature of features) columns.push(`coalesce(sum(u.features[${LOT_FEATURES.indexOf(feature) + 1}]) filter (where ${where([])}), 0)::int as feature_${feature}`);
  for (const name of config.ranges) {
    const [min, max] = RANGE_COLUMNS[name];
    columns.push(`min(${min}) filter (where ${where([name])})::float8 as ${name}_min`);
    columns.push(`max(${max}) filter (where ${where([name])})::float8 as ${name}_max`);
  }
  for (const flag of config.flags) {
    const spec = FLAGS[flag];
    columns.push(`coalesce(sum(${spec.lots}) filter (where ${where(spec.except)}), 0)::int as flag_${flag}`);
  }
  const ctes = [units.ctes, ...facetOptions.ctes].join(', ');
  const sql = `with ${ctes} select ${facetOptions.options} as options, ${columns.join(', ')} from units u`;
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
  for (const feature of features) {
    const count = numberAt(`feature_${feature}`) ?? 0;
    if (count > 0) options.features?.push({ value: feature, label: label('features', feature, null), count });
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
