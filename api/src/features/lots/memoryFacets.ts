import type { FacetOption } from '../../shared/schemas/commonSchemas';
import {
  GROUPED_FACETS,
  type GroupedFacet,
  type LotFacets,
  type LotFlagFilter,
  type LotRangeFilter,
} from '../../shared/lots/lotSchemas';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_FEATURES } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from '../../shared/lots/lotEndpoints';
import type { LotFilters } from '../../shared/lots/lotFilters';
import { filterStatuses } from '../../shared/lots/lotCells';
import type { LotSnapshot, MemoryCell, MemoryLot } from '../../shared/lots/memory/lotSnapshot';
import { forEachUnit, memoryFilters } from '../../shared/lots/memory/memoryFilters';
import { FLAGS, label, typed } from './lotFacets';

/** A range's lowest (`max` false) or highest value among a unit's lots: a decided cell's (by its bounds), or one lot's. */
function rangeEnd(
  name: LotRangeFilter,
  max: boolean,
  cell: MemoryCell,
  lot: MemoryLot | null,
): number | null {
  switch (name) {
    case 'price':
      return lot ? lot.price : max ? cell.priceMax : cell.priceMin;
    case 'area':
      return lot ? lot.area : max ? cell.areaMax : cell.areaMin;
    case 'kitchen_area':
      return lot ? lot.kitchen : max ? cell.kitchenMax : cell.kitchenMin;
    case 'floor':
      return lot ? lot.floor : max ? cell.floorMax : cell.floorMin;
  }
}

/** How many of a unit's `n` lots a flag counts. */
function flagLots(flag: LotFlagFilter, n: number, cell: MemoryCell, lot: MemoryLot | null): number {
  switch (flag) {
    case 'is_apartment':
      return cell.kind === 'apartment' ? n : 0;
    case 'not_first':
      return lot ? Number(lot.floor > 1) : cell.notFirst;
    case 'not_last':
      return lot ? Number(lot.floor < lot.floorsTotal) : cell.notLast;
    case 'only_free':
      return cell.status === 'free' ? n : 0;
  }
}

/** An option: its value as text, the label the database gives it (projects, buildings), and its place among the facet's. */
function option(
  snapshot: LotSnapshot,
  facet: GroupedFacet,
  key: number | string,
): { value: string; label: string | null; sort: number } | null {
  switch (facet) {
    case 'project': {
      const project = snapshot.projects.get(key as number);
      return project ? { value: project.slug, label: project.name, sort: project.sort } : null;
    }
    case 'building': {
      const building = snapshot.buildings.get(key as number);
      const project = building && snapshot.projects.get(building.project);
      return building && project
        ? { value: String(key), label: `${building.name} · ${project.name}`, sort: key as number }
        : null;
    }
    case 'completion':
      return {
        value: `${Math.floor((key as number) / 10)}-${(key as number) % 10}`,
        label: null,
        sort: key as number,
      };
    case 'finishing':
      return {
        value: key as string,
        label: null,
        sort: FINISHINGS.indexOf(key as (typeof FINISHINGS)[number]),
      };
    case 'commercial':
      return {
        value: key as string,
        label: null,
        sort: COMMERCIAL_TYPES.indexOf(key as (typeof COMMERCIAL_TYPES)[number]),
      };
    default:
      return { value: String(key), label: null, sort: key as number };
  }
}

/**
 * The facets of `lotFacets`, from the lots kept in memory (`LotSnapshot`) instead of a statement: the same units
 * (cells decided for every filter, and the lots of the others), each counted by every sum whose filters it passes —
 * all of them, or all but the one it fails.
 */
export function memoryFacets(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  filters: LotFilters,
): LotFacets {
  const active = memoryFilters(snapshot, filters);
  const bits = (names: readonly string[]) =>
    active.reduce((mask, filter, index) => (names.includes(filter.name) ? mask | (1 << index) : mask), 0);
  // every sum with the filters it leaves out (as bits of `active`): a unit counts when it fails none of the others
  const grouped = config.multi
    .filter((facet): facet is GroupedFacet => facet !== 'features')
    .map((facet) => {
      const at = GROUPED_FACETS.indexOf(facet);
      return { facet, at, except: bits([facet]), sums: new Float64Array(snapshot.groupValues[at]!.length) };
    });
  const features = config.multi.includes('features')
    ? [...config.features]
        .sort((a, b) => LOT_FEATURES.indexOf(a) - LOT_FEATURES.indexOf(b))
        .map((feature) => ({ feature, at: LOT_FEATURES.indexOf(feature), sum: 0 }))
    : [];
  const ranges = config.ranges.map((name) => ({
    name,
    except: bits([name]),
    min: null as number | null,
    max: null as number | null,
  }));
  const flags = config.flags.map((flag) => ({ flag, except: bits(FLAGS[flag].except), sum: 0 }));
  // the sums a unit failing no filter (0) or only filter i (i + 1) counts in, worked out once, not per unit
  const counting = (failed: number) => ({
    grouped: grouped.filter((group) => (failed & ~group.except) === 0),
    ranges: ranges.filter((range) => (failed & ~range.except) === 0),
    flags: flags.filter((flag) => (failed & ~flag.except) === 0),
  });
  const sumsOf = [counting(0), ...active.map((_, index) => counting(1 << index))];
  let total = 0;

  const statuses = [...new Set([...filterStatuses(filters), 'free'])];
  forEachUnit(snapshot, config, filters.cityId, statuses, active, (failed, n, cell, lot) => {
    if (failed === 0) {
      total += n;
      for (const feature of features)
        feature.sum += lot ? (lot.features >> feature.at) & 1 : (cell.featureCounts[feature.at] ?? 0);
    }
    const sums = sumsOf[failed === 0 ? 0 : 32 - Math.clz32(failed)]!;
    for (const group of sums.grouped) {
      const slot = cell.slots[group.at]!;
      if (slot >= 0) group.sums[slot]! += n;
    }
    for (const range of sums.ranges) {
      const min = rangeEnd(range.name, false, cell, lot);
      const max = rangeEnd(range.name, true, cell, lot);
      if (min !== null && (range.min === null || min < range.min)) range.min = min;
      if (max !== null && (range.max === null || max > range.max)) range.max = max;
    }
    for (const flag of sums.flags) flag.sum += flagLots(flag.flag, n, cell, lot);
  });

  const options: LotFacets['options'] = {};
  for (const facet of config.multi) options[facet] = [];
  for (const { facet, at, sums } of grouped) {
    const made: Array<FacetOption<string | number> & { sort: number; text: string }> = [];
    for (let slot = 0; slot < sums.length; slot++) {
      const count = sums[slot]!;
      const shown = count > 0 ? option(snapshot, facet, snapshot.groupValues[at]![slot]!) : null;
      if (!shown) continue;
      made.push({
        value: typed(facet, shown.value),
        label: label(facet, shown.value, shown.label),
        count,
        sort: shown.sort,
        text: shown.value,
      });
    }
    made.sort((a, b) => a.sort - b.sort || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    options[facet] = made.map(({ value, label: text, count }) => ({ value, label: text, count }));
  }
  for (const { feature, sum } of features)
    if (sum > 0)
      options.features?.push({ value: feature, label: label('features', feature, null), count: sum });
  return {
    count: total,
    options,
    ranges: Object.fromEntries(ranges.map(({ name, min, max }) => [name, { min, max }])),
    flags: Object.fromEntries(flags.map(({ flag, sum }) => [flag, sum])),
  };
}
