import { LOT_FEATURES, LOT_KINDS, LOT_STATUSES, type LotKind } from '../../../domain/lotVocabulary';
import { GROUPED_FACETS, type GroupedFacet } from '../lotSchemas';
import { ROW, ROW_WIDTH, TOTAL } from './cellRows';
import type { LotEndpointConfig } from '../lotEndpoints';
import type { LotFilters, Range } from '../lotFilters';
import { filterStatuses } from '../lotCells';
import type { LotSnapshot, MemoryCell, MemoryLot } from './lotSnapshot';

/**
 * One active filter, as `lotConditions.ts` and `lotCells.ts` state it in SQL (same names, same order): whether a lot
 * passes, and whether all of a cell's lots do (true), none does (false) or some (null), from its row (`cellRows.ts`) at
 * `at` of its scope's table.
 */
export interface MemoryFilter {
  name: string;
  cell(table: Float64Array, at: number): boolean | null;
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

const countState = (count: number, n: number) => (count === n ? true : count === 0 ? false : null);
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
    const slots = Uint8Array.from(snapshot.groupValues[at]!, (value) => Number(values.includes(value as T)));
    const place = ROW.slots + at;
    out.push({
      name,
      cell: (table, row) => slots[table[row + place]!] === 1,
      lot: (lot) => values.includes(of(lot) as T),
    });
  };
  among('rooms', filters.rooms, (lot) => (lot.rooms === null ? null : Math.min(lot.rooms, 4)));
  if (filters.isApartment !== undefined) {
    const kind: LotKind = filters.isApartment ? 'apartment' : 'flat';
    const code = LOT_KINDS.indexOf(kind);
    out.push({
      name: 'is_apartment',
      cell: (table, row) => table[row + ROW.kind] === code,
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
      cell: (table, row) => rangeState(table[row + TOTAL.priceMin]!, table[row + TOTAL.priceMax]!, price),
      lot: (lot) => inRange(lot.price, price),
      prices: price,
    });
  if (hasRange(area))
    out.push({
      name: 'area',
      cell: (table, row) => rangeState(table[row + TOTAL.areaMin]!, table[row + TOTAL.areaMax]!, area),
      lot: (lot) => inRange(lot.area, area),
    });
  if (hasRange(kitchenArea))
    out.push({
      name: 'kitchen_area',
      cell: (table, row) =>
        rangeState(
          table[row + TOTAL.kitchenMin]!,
          table[row + TOTAL.kitchenMax]!,
          kitchenArea,
          table[row + ROW.kitchenLots] === table[row + TOTAL.n],
          table[row + ROW.kitchenLots] === 0,
        ),
      lot: (lot) => inRange(lot.kitchen, kitchenArea),
    });
  if (hasRange(floor))
    out.push({
      name: 'floor',
      cell: (table, row) => rangeState(table[row + TOTAL.floorMin]!, table[row + TOTAL.floorMax]!, floor),
      lot: (lot) => inRange(lot.floor, floor),
    });
  if (filters.notFirst)
    out.push({
      name: 'not_first',
      cell: (table, row) => countState(table[row + TOTAL.notFirst]!, table[row + TOTAL.n]!),
      lot: (lot) => lot.floor > 1,
    });
  if (filters.notLast)
    out.push({
      name: 'not_last',
      cell: (table, row) => countState(table[row + TOTAL.notLast]!, table[row + TOTAL.n]!),
      lot: (lot) => lot.floor < lot.floorsTotal,
    });
  among('completion', filters.completion, (lot) => lot.completion);
  among('finishing', filters.finishing, (lot) => lot.finishing);
  if (filters.features.length) {
    const places = filters.features.map((feature) => TOTAL.features + LOT_FEATURES.indexOf(feature));
    const mask = filters.features.reduce((bits, feature) => bits | (1 << LOT_FEATURES.indexOf(feature)), 0);
    out.push({
      name: 'features',
      cell: (table, row) =>
        places.every((place) => table[row + place] === table[row + TOTAL.n])
          ? true
          : places.some((place) => table[row + place] === 0)
            ? false
            : null,
      lot: (lot) => (lot.features & mask) === mask,
    });
  }
  const statuses: readonly string[] = filterStatuses(filters);
  const codes = LOT_STATUSES.map((status) => statuses.includes(status));
  out.push({
    name: filters.onlyFree ? 'only_free' : 'status',
    cell: (table, row) => codes[table[row + ROW.status]!] === true,
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
        states[index] = filter.cell(table, 0);
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
        const state = active[index]!.cell(table, row);
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
