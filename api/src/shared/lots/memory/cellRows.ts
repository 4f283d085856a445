import { LOT_FEATURES, LOT_KINDS, LOT_STATUSES } from '../../../domain/lotVocabulary';
import { GROUPED_FACETS } from '../lotSchemas';
import type { MemoryCell, MemoryLot } from './lotSnapshot';

/** The columns of `MemoryCell.running`. */
export const RUNNING_NOT_FIRST = 0;
export const RUNNING_NOT_LAST = 1;
export const RUNNING_FEATURES = 2;
export const RUNNING_COLUMNS = RUNNING_FEATURES + LOT_FEATURES.length;

/** How many of the lots at places `from` to `to` (not included) of a cell's `byPrice` count in `column` of `running`. */
export const runningCount = (cell: MemoryCell, column: number, from: number, to: number) =>
  cell.running[to * RUNNING_COLUMNS + column]! - cell.running[from * RUNNING_COLUMNS + column]!;

/**
 * What facets sum, bound and count of a unit of lots (a whole cell, a run of a cell's `byPrice`, one lot), as numbers at
 * fixed places of one array: adding a unit is a loop over places, whichever filters and facets a request has. A bound
 * of no lot (a kitchen's, when no lot has one) is +Infinity (lowest) or -Infinity (highest).
 */
export const TOTAL = {
  n: 0,
  priceMin: 1,
  priceMax: 2,
  areaMin: 3,
  areaMax: 4,
  kitchenMin: 5,
  kitchenMax: 6,
  floorMin: 7,
  floorMax: 8,
  notFirst: 9,
  notLast: 10,
  apartments: 11,
  free: 12,
  /** then one count per LOT_FEATURES index */
  features: 13,
} as const;
export const TOTALS = TOTAL.features + LOT_FEATURES.length;

/**
 * A cell's row in its scope's table (`LotSnapshot.cellsOf`): its totals at the TOTAL places, then what filters test
 * it by. A scan of the scope's cells reads one array from start to end instead of each cell's object and arrays,
 * scattered over the heap.
 */
export const ROW = {
  kitchenLots: TOTALS,
  /** index in LOT_KINDS */
  kind: TOTALS + 1,
  /** index in LOT_STATUSES */
  status: TOTALS + 2,
  /** then per GROUPED_FACETS index, the slot of the cell's value among `LotSnapshot.groupValues` (-1: none) */
  slots: TOTALS + 3,
} as const;
export const ROW_WIDTH = ROW.slots + GROUPED_FACETS.length;

/** Writes a cell's row at `at` of `table`, from its bounds and counts. */
export function writeRow(cell: MemoryCell, table: Float64Array, at: number): void {
  table[at + TOTAL.n] = cell.n;
  table[at + TOTAL.priceMin] = cell.priceMin;
  table[at + TOTAL.priceMax] = cell.priceMax;
  table[at + TOTAL.areaMin] = cell.areaMin;
  table[at + TOTAL.areaMax] = cell.areaMax;
  table[at + TOTAL.kitchenMin] = cell.kitchenMin ?? Infinity;
  table[at + TOTAL.kitchenMax] = cell.kitchenMax ?? -Infinity;
  table[at + TOTAL.floorMin] = cell.floorMin;
  table[at + TOTAL.floorMax] = cell.floorMax;
  table[at + TOTAL.notFirst] = cell.notFirst;
  table[at + TOTAL.notLast] = cell.notLast;
  table[at + TOTAL.apartments] = cell.kind === 'apartment' ? cell.n : 0;
  table[at + TOTAL.free] = cell.status === 'free' ? cell.n : 0;
  cell.featureCounts.forEach((count, index) => (table[at + TOTAL.features + index] = count));
  table[at + ROW.kitchenLots] = cell.kitchenLots;
  table[at + ROW.kind] = LOT_KINDS.indexOf(cell.kind);
  table[at + ROW.status] = LOT_STATUSES.indexOf(cell.status);
  cell.slots.forEach((slot, index) => (table[at + ROW.slots + index] = slot));
}

/** What one lot comes to, written into `into`. */
export function lotTotals(lot: MemoryLot, into: Float64Array): Float64Array {
  into[TOTAL.n] = 1;
  into[TOTAL.priceMin] = into[TOTAL.priceMax] = lot.price;
  into[TOTAL.areaMin] = into[TOTAL.areaMax] = lot.area;
  into[TOTAL.kitchenMin] = lot.kitchen ?? Infinity;
  into[TOTAL.kitchenMax] = lot.kitchen ?? -Infinity;
  into[TOTAL.floorMin] = into[TOTAL.floorMax] = lot.floor;
  into[TOTAL.notFirst] = Number(lot.floor > 1);
  into[TOTAL.notLast] = Number(lot.floor < lot.floorsTotal);
  into[TOTAL.apartments] = Number(lot.kind === 'apartment');
  into[TOTAL.free] = Number(lot.status === 'free');
  for (let index = 0; index < LOT_FEATURES.length; index++)
    into[TOTAL.features + index] = (lot.features >> index) & 1;
  return into;
}

/**
 * What the `n` lots of a cell's `byPrice` from place `from` come to, written into `into`: counts and the price's ends
 * in two reads each, the other bounds lot by lot, only when `bounds` (else left as no lot's).
 */
export function runTotals(
  cell: MemoryCell,
  from: number,
  n: number,
  bounds: boolean,
  into: Float64Array,
): Float64Array {
  const to = from + n;
  into[TOTAL.n] = n;
  into[TOTAL.priceMin] = cell.byPrice[from]!.price;
  into[TOTAL.priceMax] = cell.byPrice[to - 1]!.price;
  into[TOTAL.areaMin] = into[TOTAL.kitchenMin] = into[TOTAL.floorMin] = Infinity;
  into[TOTAL.areaMax] = into[TOTAL.kitchenMax] = into[TOTAL.floorMax] = -Infinity;
  for (let at = from; bounds && at < to; at++) {
    const lot = cell.byPrice[at]!;
    into[TOTAL.areaMin] = Math.min(into[TOTAL.areaMin]!, lot.area);
    into[TOTAL.areaMax] = Math.max(into[TOTAL.areaMax]!, lot.area);
    into[TOTAL.floorMin] = Math.min(into[TOTAL.floorMin]!, lot.floor);
    into[TOTAL.floorMax] = Math.max(into[TOTAL.floorMax]!, lot.floor);
    if (lot.kitchen !== null) {
      into[TOTAL.kitchenMin] = Math.min(into[TOTAL.kitchenMin]!, lot.kitchen);
      into[TOTAL.kitchenMax] = Math.max(into[TOTAL.kitchenMax]!, lot.kitchen);
    }
  }
  into[TOTAL.notFirst] = runningCount(cell, RUNNING_NOT_FIRST, from, to);
  into[TOTAL.notLast] = runningCount(cell, RUNNING_NOT_LAST, from, to);
  into[TOTAL.apartments] = cell.kind === 'apartment' ? n : 0;
  into[TOTAL.free] = cell.status === 'free' ? n : 0;
  for (let index = 0; index < LOT_FEATURES.length; index++)
    into[TOTAL.features + index] = runningCount(cell, RUNNING_FEATURES + index, from, to);
  return into;
}
