import { LOT_FEATURES, type LotKind } from '../../../domain/lotVocabulary';
import type { LotEndpointConfig } from '../lotEndpoints';
import type { LotFilters, Range } from '../lotFilters';
import { filterStatuses } from '../lotCells';
import type { LotSnapshot, MemoryCell, MemoryLot } from './lotSnapshot';

/**
 * One active filter, as `lotConditions.ts` and `lotCells.ts` state it in SQL (same names, same order): whether a lot
 * passes, and whether all of a cell's lots do (true), none does (false) or some (null), from its bounds.
 */
export interface MemoryFilter {
  name: string;
  cell(cell: MemoryCell): boolean | null;
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
function rangeState(
  min: number | null,
  max: number | null,
  range: Range,
  every = true,
  none = false,
): boolean | null {
  if (
    every &&
    (range.min === undefined || (min !== null && min >= range.min)) &&
    (range.max === undefined || (max !== null && max <= range.max))
  )
    return true;
  if (
    none ||
    (range.min !== undefined && max !== null && max < range.min) ||
    (range.max !== undefined && min !== null && min > range.max)
  )
    return false;
  return null;
}

const countState = (count: number, cell: MemoryCell) =>
  count === cell.n ? true : count === 0 ? false : null;
const hasRange = (range: Range) => range.min !== undefined || range.max !== undefined;

export function memoryFilters(snapshot: LotSnapshot, filters: LotFilters): MemoryFilter[] {
  const out: MemoryFilter[] = [];
  const among = <T>(name: string, values: readonly T[], of: (item: MemoryCell | MemoryLot) => T | null) => {
    if (values.length)
      out.push({
        name,
        cell: (cell) => values.includes(of(cell) as T),
        lot: (lot) => values.includes(of(lot) as T),
      });
  };
  if (filters.rooms.length) {
    const rooms = filters.rooms;
    out.push({
      name: 'rooms',
      cell: (cell) => cell.rooms !== null && rooms.includes(cell.rooms),
      lot: (lot) => lot.rooms !== null && rooms.includes(Math.min(lot.rooms, 4)),
    });
  }
  if (filters.isApartment !== undefined) {
    const kind: LotKind = filters.isApartment ? 'apartment' : 'flat';
    out.push({
      name: 'is_apartment',
      cell: (cell) => cell.kind === kind,
      lot: (lot) => lot.kind === kind,
      scoped: true,
    });
  }
  among('commercial', filters.commercial, (item) => item.commercial);
  if (filters.project.length) {
    const ids = [...snapshot.projects]
      .filter(([, project]) => filters.project.includes(project.slug))
      .map(([id]) => id);
    out.push({
      name: 'project',
      cell: (cell) => ids.includes(cell.project),
      lot: (lot) => ids.includes(lot.project),
    });
  }
  among('building', filters.building, (item) => item.building);
  const { price, area, kitchenArea, floor } = filters;
  if (hasRange(price))
    out.push({
      name: 'price',
      cell: (cell) => rangeState(cell.priceMin, cell.priceMax, price),
      lot: (lot) => inRange(lot.price, price),
      prices: price,
    });
  if (hasRange(area))
    out.push({
      name: 'area',
      cell: (cell) => rangeState(cell.areaMin, cell.areaMax, area),
      lot: (lot) => inRange(lot.area, area),
    });
  if (hasRange(kitchenArea))
    out.push({
      name: 'kitchen_area',
      cell: (cell) =>
        rangeState(
          cell.kitchenMin,
          cell.kitchenMax,
          kitchenArea,
          cell.kitchenLots === cell.n,
          cell.kitchenLots === 0,
        ),
      lot: (lot) => inRange(lot.kitchen, kitchenArea),
    });
  if (hasRange(floor))
    out.push({
      name: 'floor',
      cell: (cell) => rangeState(cell.floorMin, cell.floorMax, floor),
      lot: (lot) => inRange(lot.floor, floor),
    });
  if (filters.notFirst)
    out.push({
      name: 'not_first',
      cell: (cell) => countState(cell.notFirst, cell),
      lot: (lot) => lot.floor > 1,
    });
  if (filters.notLast)
    out.push({
      name: 'not_last',
      cell: (cell) => countState(cell.notLast, cell),
      lot: (lot) => lot.floor < lot.floorsTotal,
    });
  among('completion', filters.completion, (item) => item.completion);
  among('finishing', filters.finishing, (item) => item.finishing);
  if (filters.features.length) {
    const indexes = filters.features.map((feature) => LOT_FEATURES.indexOf(feature));
    const mask = indexes.reduce((bits, index) => bits | (1 << index), 0);
    out.push({
      name: 'features',
      cell: (cell) =>
        indexes.every((index) => cell.featureCounts[index] === cell.n)
          ? true
          : indexes.some((index) => cell.featureCounts[index] === 0)
            ? false
            : null,
      lot: (lot) => (lot.features & mask) === mask,
    });
  }
  const statuses: readonly string[] = filterStatuses(filters);
  const status = filters.onlyFree ? 'only_free' : 'status';
  out.push({
    name: status,
    cell: (cell) => statuses.includes(cell.status),
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
 * Calls `unit` with the bits of the filters a unit fails and its `n` lots: every cell of the scope (of `statuses`)
 * decided for every filter, whole; the lots of a cell only the price range leaves undecided, as the runs of its
 * `byPrice` below, within and above the range (`from`: the run's first place); every lot of the other cells, alone.
 * Units failing more than `failing` filters are left out (facets count those failing one; a selection only those
 * failing none). A count or the facets cost in proportion to the cells and the lots at their edges.
 */
export function forEachUnit(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  cityId: number | undefined,
  statuses: readonly string[],
  active: readonly MemoryFilter[],
  unit: (failed: number, n: number, cell: MemoryCell, lot: MemoryLot | null, from: number) => void,
  failing: 0 | 1 = 1,
): void {
  const states: Array<boolean | null> = new Array(active.length);
  const perCell = [...active.keys()].filter((index) => !active[index]!.scoped);
  for (const cells of snapshot.cellsOf(config.kinds, cityId, statuses)) {
    if (cells.length === 0) continue;
    let scopeFailed = 0;
    let scopeFails = 0;
    for (const [index, filter] of active.entries())
      if (filter.scoped) {
        states[index] = filter.cell(cells[0]!);
        if (!states[index]) {
          scopeFailed |= 1 << index;
          scopeFails++;
        }
      }
    if (scopeFails > failing) continue;
    for (let at = 0; at < cells.length; at++) {
      const cell = cells[at]!;
      let failed = scopeFailed;
      let fails = scopeFails;
      let undecided = -1;
      for (let next = 0; next < perCell.length && fails <= failing; next++) {
        const index = perCell[next]!;
        const state = active[index]!.cell(cell);
        states[index] = state;
        if (state === false) {
          failed |= 1 << index;
          fails++;
        } else if (state === null) undecided = undecided === -1 ? index : active.length;
      }
      if (fails > failing) continue;
      if (undecided === -1) {
        unit(failed, cell.n, cell, null, 0);
        continue;
      }
      const prices = active[undecided]?.prices;
      if (prices) {
        const lots = cell.byPrice;
        const from = prices.min === undefined ? 0 : pricePlace(lots, prices.min, false);
        const to = prices.max === undefined ? lots.length : pricePlace(lots, prices.max, true);
        const outside = failed | (1 << undecided);
        if (fails < failing && from > 0) unit(outside, from, cell, null, 0);
        if (to > from) unit(failed, to - from, cell, null, from);
        if (fails < failing && to < lots.length) unit(outside, lots.length - to, cell, null, to);
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
        if (lotFails <= failing) unit(lotFailed, 1, cell, lot, 0);
      }
    }
  }
}
