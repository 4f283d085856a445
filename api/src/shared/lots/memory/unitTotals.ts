import { LOT_FEATURES } from '../../../domain/lotVocabulary';
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

/** What a cell's lots all come to, from its bounds and counts (kept with the cell). */
export function cellTotals(cell: MemoryCell): Float64Array {
  const totals = new Float64Array(TOTALS);
  totals[TOTAL.n] = cell.n;
  totals[TOTAL.priceMin] = cell.priceMin;
  totals[TOTAL.priceMax] = cell.priceMax;
  totals[TOTAL.areaMin] = cell.areaMin;
  totals[TOTAL.areaMax] = cell.areaMax;
  totals[TOTAL.kitchenMin] = cell.kitchenMin ?? Infinity;
  totals[TOTAL.kitchenMax] = cell.kitchenMax ?? -Infinity;
  totals[TOTAL.floorMin] = cell.floorMin;
  totals[TOTAL.floorMax] = cell.floorMax;
  totals[TOTAL.notFirst] = cell.notFirst;
  totals[TOTAL.notLast] = cell.notLast;
  totals[TOTAL.apartments] = cell.kind === 'apartment' ? cell.n : 0;
  totals[TOTAL.free] = cell.status === 'free' ? cell.n : 0;
  cell.featureCounts.forEach((count, index) => (totals[TOTAL.features + index] = count));
  return totals;
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
 * in two reads each, the other bounds lot by lot.
 */
export function runTotals(cell: MemoryCell, from: number, n: number, into: Float64Array): Float64Array {
  const to = from + n;
  into[TOTAL.n] = n;
  into[TOTAL.priceMin] = cell.byPrice[from]!.price;
  into[TOTAL.priceMax] = cell.byPrice[to - 1]!.price;
  into[TOTAL.areaMin] = into[TOTAL.kitchenMin] = into[TOTAL.floorMin] = Infinity;
  into[TOTAL.areaMax] = into[TOTAL.kitchenMax] = into[TOTAL.floorMax] = -Infinity;
  for (let at = from; at < to; at++) {
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
