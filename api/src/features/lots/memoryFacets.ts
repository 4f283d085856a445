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
import type { LotSnapshot } from '../../shared/lots/memory/lotSnapshot';
import { lotTotals, ROW, runTotals, TOTAL, TOTALS } from '../../shared/lots/memory/cellRows';
import { forEachUnit, memoryFilters } from '../../shared/lots/memory/memoryFilters';
import { FLAGS, label, typed } from './lotFacets';

/** Where a range's lowest and highest values and a flag's lots are among a unit's totals. */
const RANGE_TOTALS: Record<LotRangeFilter, [number, number]> = {
  price: [TOTAL.priceMin, TOTAL.priceMax],
  area: [TOTAL.areaMin, TOTAL.areaMax],
  kitchen_area: [TOTAL.kitchenMin, TOTAL.kitchenMax],
  floor: [TOTAL.floorMin, TOTAL.floorMax],
};
const FLAG_TOTALS: Record<LotFlagFilter, number> = {
  is_apartment: TOTAL.apartments,
  not_first: TOTAL.notFirst,
  not_last: TOTAL.notLast,
  only_free: TOTAL.free,
};

/** What a unit failing some filters adds to the answer: pairs of (place in the answer, place in the unit's totals). */
interface Plan {
  sums: Int32Array;
  lowest: Int32Array;
  highest: Int32Array;
  /** whether it reads a bound other than the price's (a run's are worked out lot by lot) */
  lotBounds: boolean;
  /** the grouped facets it counts in (their sums by the slot of the cell's value) */
  grouped: Array<{ at: number; sums: Float64Array }>;
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
 * (cells decided for every filter, runs of the cells only the price range cuts, and the lots of the others), each
 * counted by every sum whose filters it passes — all of them, or all but the one it fails.
 */
export function memoryFacets(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  filters: LotFilters,
): LotFacets {
  const active = memoryFilters(snapshot, filters);
  const bits = (names: readonly string[]) =>
    active.reduce((mask, filter, index) => (names.includes(filter.name) ? mask | (1 << index) : mask), 0);
  // the answer's numbers, in one array: the count, each feature's, each range's lowest and highest, each flag's
  const answer: number[] = [0];
  const place = (initial: number) => answer.push(initial) - 1;
  const grouped = config.multi
    .filter((facet): facet is GroupedFacet => facet !== 'features')
    .map((facet) => {
      const at = GROUPED_FACETS.indexOf(facet);
      return { facet, at, except: bits([facet]), sums: new Float64Array(snapshot.groupValues[at]!.length) };
    });
  const features = config.multi.includes('features')
    ? [...config.features]
        .sort((a, b) => LOT_FEATURES.indexOf(a) - LOT_FEATURES.indexOf(b))
        .map((feature) => ({
          feature,
          total: TOTAL.features + LOT_FEATURES.indexOf(feature),
          place: place(0),
        }))
    : [];
  const ranges = config.ranges.map((name) => ({
    name,
    except: bits([name]),
    lowest: place(Infinity),
    highest: place(-Infinity),
  }));
  const flags = config.flags.map((flag) => ({ flag, except: bits(FLAGS[flag].except), place: place(0) }));
  // what a unit failing no filter (0) or only filter i (i + 1) adds, worked out once, not per unit
  const planOf = (failed: number): Plan => {
    const counts = (except: number) => (failed & ~except) === 0;
    const sums =
      failed === 0 ? [0, TOTAL.n, ...features.flatMap((feature) => [feature.place, feature.total])] : [];
    for (const flag of flags) if (counts(flag.except)) sums.push(flag.place, FLAG_TOTALS[flag.flag]);
    const counted = ranges.filter((range) => counts(range.except));
    return {
      lotBounds: counted.some((range) => range.name !== 'price'),
      sums: Int32Array.from(sums),
      lowest: Int32Array.from(counted.flatMap((range) => [range.lowest, RANGE_TOTALS[range.name][0]])),
      highest: Int32Array.from(counted.flatMap((range) => [range.highest, RANGE_TOTALS[range.name][1]])),
      grouped: grouped.filter((group) => counts(group.except)),
    };
  };
  const plans = [planOf(0), ...active.map((_, index) => planOf(1 << index))];
  const scratch = new Float64Array(TOTALS);

  const statuses = [...new Set([...filterStatuses(filters), 'free'])];
  forEachUnit(
    snapshot,
    config,
    filters.cityId,
    statuses,
    active,
    (failed, n, cell, lot, from, table, row) => {
      const plan = plans[failed === 0 ? 0 : 32 - Math.clz32(failed)]!;
      // a whole cell's totals are its row's; a run's and a lot's are worked out into `scratch`
      let totals = table;
      let base = row;
      if (lot || n !== table[row + TOTAL.n]) {
        totals = lot ? lotTotals(lot, scratch) : runTotals(cell, from, n, plan.lotBounds, scratch);
        base = 0;
      }
      const { sums, lowest, highest } = plan;
      for (let at = 0; at < sums.length; at += 2) answer[sums[at]!]! += totals[base + sums[at + 1]!]!;
      for (let at = 0; at < lowest.length; at += 2)
        answer[lowest[at]!] = Math.min(answer[lowest[at]!]!, totals[base + lowest[at + 1]!]!);
      for (let at = 0; at < highest.length; at += 2)
        answer[highest[at]!] = Math.max(answer[highest[at]!]!, totals[base + highest[at + 1]!]!);
      for (const group of plan.grouped) {
        const slot = table[row + ROW.slots + group.at]!;
        if (slot >= 0) group.sums[slot]! += n;
      }
    },
  );

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
  for (const { feature, place: at } of features)
    if (answer[at]! > 0)
      options.features?.push({ value: feature, label: label('features', feature, null), count: answer[at]! });
  const bound = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    count: answer[0]!,
    options,
    ranges: Object.fromEntries(
      ranges.map(({ name, lowest, highest }) => [
        name,
        { min: bound(answer[lowest]!), max: bound(answer[highest]!) },
      ]),
    ),
    flags: Object.fromEntries(flags.map(({ flag, place: at }) => [flag, answer[at]!])),
  };
}
