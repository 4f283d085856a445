import { LOT_FEATURES, LOT_KINDS, LOT_STATUSES, type LotKind } from '../../../domain/lotVocabulary';
import { GROUPED_FACETS, type GroupedFacet } from '../lotSchemas';
import { ROW, ROW_WIDTH, TOTAL } from './cellRows';
import type { LotEndpointConfig } from '../lotEndpoints';
import type { LotFilters, Range } from '../lotFilters';
import { filterStatuses } from '../lotCells';
import type { LotSnapshot, MemoryCell, MemoryLot } from './lotSnapshot';

/**
 * How a filter tests a cell by its row (`cellRows.ts`), as data `cellState` reads, not as a function per filter: a scan
 * of thousands of cells then makes one call the engine inlines instead of a different one per filter (a fifth of the
 * scan's time). A cell passes:
 * - `slot`: if `passes` has 1 at the row's value at `place` (the slot of a grouped facet's value, a kind, a status);
 * - `range`: by the row's lowest and highest values at `min` and `max` (of the lots counted at `lots` only, if given:
 *   the kitchen's);
 * - `counts`: all of its lots if every count at `places` is the cell's, none if one of them is 0.
 */
export type CellTest =
  | { by: 'slot'; place: number; passes: Uint8Array }
  | { by: 'range'; min: number; max: number; range: Range; lots?: number }
  | { by: 'counts'; places: readonly number[] };

/**
 * One active filter, as `lotConditions.ts` and `lotCells.ts` state it in SQL (same names, same order): whether a lot
 * passes, and how a cell is tested.
 */
export interface MemoryFilter {
  name: string;
  cell: CellTest;
  lot(lot: MemoryLot): boolean;
  /** the price range a lot passes by (the price filter): a cell's lots passing it are a run of its `byPrice` */
  prices?: Range;
  /** whether a cell passes depends on its kind and status alone, as all of a scope's cells share them: tested once */
  scoped?: true;
}

const inRange = (value: number | null, range: Range) =>
  value !== null &&
  (range.min === undefined || value >= range.min) &&
  (range.max === undefined || value <= range.max);

/** All of a cell's lots in the range by its bounds (true), none (false), or some (null). */
function rangeState(min: number, max: number, range: Range, every = true, none = false): boolean | null {
  if (every && (range.min === undefined || min >= range.min) && (range.max === undefined || max <= range.max))
    return true;
  if (none || (range.min !== undefined && max < range.min) || (range.max !== undefined && min > range.max))
    return false;
  return null;
}

/** Whether all of a cell's lots pass a test (true), none does (false) or some (null), by its row at `row` of `table`. */
function cellState(test: CellTest, table: Float64Array, row: number): boolean | null {
  switch (test.by) {
    case 'slot':
      return test.passes[table[row + test.place]!] === 1;
    case 'range': {
      const { min, max, range, lots } = test;
      if (lots === undefined) return rangeState(table[row + min]!, table[row + max]!, range);
      const counted = table[row + lots]!;
      return rangeState(table[row + min]!, table[row + max]!, range, counted === table[row + TOTAL.n], counted === 0);
    }
    case 'counts': {
      let every = true;
      for (const place of test.places) {
        const count = table[row + place]!;
        if (count === 0) return false;
        if (count !== table[row + TOTAL.n]) every = false;
      }
      return every ? true : null;
    }
  }
}

const hasRange = (range: Range) => range.min !== undefined || range.max !== undefined;

export function memoryFilters(snapshot: LotSnapshot, filters: LotFilters): MemoryFilter[] {
  const out: MemoryFilter[] = [];
  /** A filter of a grouped facet's values (when `given`): a cell passes by its slot, a lot by its value. */
  const among = <T extends number | string>(
    name: GroupedFacet,
    values: readonly T[],
    of: (lot: MemoryLot) => T | null,
    given = values.length > 0,
  ) => {
    if (!given) return;
    const at = GROUPED_FACETS.indexOf(name);
    const passes = Uint8Array.from(snapshot.groupValues[at]!, (value) => Number(values.includes(value as T)));
    out.push({
      name,
      cell: { by: 'slot', place: ROW.slots + at, passes },
      lot: (lot) => values.includes(of(lot) as T),
    });
  };
  among('rooms', filters.rooms, (lot) => (lot.rooms === null ? null : Math.min(lot.rooms, 4)));
  if (filters.isApartment !== undefined) {
    const kind: LotKind = filters.isApartment ? 'apartment' : 'flat';
    out.push({
      name: 'is_apartment',
      cell: { by: 'slot', place: ROW.kind, passes: Uint8Array.from(LOT_KINDS, (each) => Number(each === kind)) },
      lot: (lot) => lot.kind === kind,
      scoped: true,
    });
  }
  among('commercial', filters.commercial, (lot) => lot.commercial);
  among(
    'project',
    [...snapshot.projects].filter(([, project]) => filters.project.includes(project.slug)).map(([id]) => id),
    (lot) => lot.project,
    filters.project.length > 0, // slugs of no project find nothing
  );
  among('building', filters.building, (lot) => lot.building);
  const { price, area, kitchenArea, floor } = filters;
  if (hasRange(price))
    out.push({
      name: 'price',
      cell: { by: 'range', min: TOTAL.priceMin, max: TOTAL.priceMax, range: price },
      lot: (lot) => inRange(lot.price, price),
      prices: price,
    });
  if (hasRange(area))
    out.push({
      name: 'area',
      cell: { by: 'range', min: TOTAL.areaMin, max: TOTAL.areaMax, range: area },
      lot: (lot) => inRange(lot.area, area),
    });
  if (hasRange(kitchenArea))
    out.push({
      name: 'kitchen_area',
      cell: { by: 'range', min: TOTAL.kitchenMin, max: TOTAL.kitchenMax, range: kitchenArea, lots: ROW.kitchenLots },
      lot: (lot) => inRange(lot.kitchen, kitchenArea),
    });
  if (hasRange(floor))
    out.push({
      name: 'floor',
      cell: { by: 'range', min: TOTAL.floorMin, max: TOTAL.floorMax, range: floor },
      lot: (lot) => inRange(lot.floor, floor),
    });
  if (filters.notFirst)
    out.push({
      name: 'not_first',
      cell: { by: 'counts', places: [TOTAL.notFirst] },
      lot: (lot) => lot.floor > 1,
    });
  if (filters.notLast)
    out.push({
      name: 'not_last',
      cell: { by: 'counts', places: [TOTAL.notLast] },
      lot: (lot) => lot.floor < lot.floorsTotal,
    });
  among('completion', filters.completion, (lot) => lot.completion);
  among('finishing', filters.finishing, (lot) => lot.finishing);
  if (filters.features.length) {
    const mask = filters.features.reduce((bits, feature) => bits | (1 << LOT_FEATURES.indexOf(feature)), 0);
    out.push({
      name: 'features',
      cell: { by: 'counts', places: filters.features.map((feature) => TOTAL.features + LOT_FEATURES.indexOf(feature)) },
      lot: (lot) => (lot.features & mask) === mask,
    });
  }
  const statuses: readonly string[] = filterStatuses(filters);
  out.push({
    name: filters.onlyFree ? 'only_free' : 'status',
    cell: {
      by: 'slot',
      place: ROW.status,
      passes: Uint8Array.from(LOT_STATUSES, (status) => Number(statuses.includes(status))),
    },
    lot: (lot) => statuses.includes(lot.status),
    scoped: true,
  });
  return out;
}

/** Whether a lot is in the endpoint's scope (kind and city) and passes every filter. */
export function lotMatches(
  config: LotEndpointConfig,
  cityId: number | undefined,
  active: readonly MemoryFilter[],
): (lot: MemoryLot) => boolean {
  return (lot) =>
    config.kinds.includes(lot.kind) &&
    (cityId === undefined || lot.city === cityId) &&
    active.every((filter) => filter.lot(lot));
}

/** The first place in a cell's `byPrice` whose lot's price is at least `price` (above it: `above`). */
function pricePlace(lots: readonly MemoryLot[], price: number, above: boolean): number {
  let low = 0;
  let high = lots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = lots[middle]!.price;
    if (above ? value > price : value >= price) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * A unit of lots: `n` lots of `cell` (its row at `row` of its scope's `table`) failing the filters of the bits
 * `failed`: the whole cell, the run of its `byPrice` from place `from`, or `lot` alone.
 */
export type Unit = (
  failed: number,
  n: number,
  cell: MemoryCell,
  lot: MemoryLot | null,
  from: number,
  table: Float64Array,
  row: number,
) => void;

/**
 * Calls `unit` for every cell of the scope (of `statuses`) decided for every filter, whole; for the lots of a cell
 * only the price range leaves undecided, as the runs of its `byPrice` below, within and above the range; for every
 * lot of the other cells, alone. Units failing more than `failing` filters are left out (facets count those failing
 * one; a selection only those failing none). A count or the facets cost a scan of the scope's rows plus a few lots.
 */
export function forEachUnit(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  cityId: number | undefined,
  statuses: readonly string[],
  active: readonly MemoryFilter[],
  unit: Unit,
  failing: 0 | 1 = 1,
): void {
  const states: Array<boolean | null> = new Array(active.length);
  const perCell = [...active.keys()].filter((index) => !active[index]!.scoped);
  for (const { cells, table } of snapshot.cellsOf(config.kinds, cityId, statuses)) {
    if (cells.length === 0) continue;
    let scopeFailed = 0;
    let scopeFails = 0;
    for (const [index, filter] of active.entries())
      if (filter.scoped) {
        states[index] = cellState(filter.cell, table, 0);
        if (!states[index]) {
          scopeFailed |= 1 << index;
          scopeFails++;
        }
      }
    if (scopeFails > failing) continue;
    for (let at = 0, row = 0; at < cells.length; at++, row += ROW_WIDTH) {
      let failed = scopeFailed;
      let fails = scopeFails;
      let undecided = -1;
      for (let next = 0; next < perCell.length && fails <= failing; next++) {
        const index = perCell[next]!;
        const state = cellState(active[index]!.cell, table, row);
        states[index] = state;
        if (state === false) {
          failed |= 1 << index;
          fails++;
        } else if (state === null) undecided = undecided === -1 ? index : active.length;
      }
      if (fails > failing) continue;
      const cell = cells[at]!;
      if (undecided === -1) {
        unit(failed, table[row + TOTAL.n]!, cell, null, 0, table, row);
        continue;
      }
      const prices = active[undecided]?.prices;
      if (prices) {
        const lots = cell.byPrice;
        const from = prices.min === undefined ? 0 : pricePlace(lots, prices.min, false);
        const to = prices.max === undefined ? lots.length : pricePlace(lots, prices.max, true);
        const outside = failed | (1 << undecided);
        if (fails < failing && from > 0) unit(outside, from, cell, null, 0, table, row);
        if (to > from) unit(failed, to - from, cell, null, from, table, row);
        if (fails < failing && to < lots.length) unit(outside, lots.length - to, cell, null, to, table, row);
        continue;
      }
      for (const lot of cell.lots) {
        let lotFailed = failed;
        let lotFails = fails;
        for (let index = 0; index < active.length && lotFails <= failing; index++) {
          if (states[index] === null && !active[index]!.lot(lot)) {
            lotFailed |= 1 << index;
            lotFails++;
          }
        }
        if (lotFails <= failing) unit(lotFailed, 1, cell, lot, 0, table, row);
      }
    }
  }
}
