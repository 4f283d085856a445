import type { Page } from '../../../http/pagination';
import type { LotEndpointConfig } from '../lotEndpoints';
import type { LotFilters, Range } from '../lotFilters';
import type { LotOrdering } from '../lotSchemas';
import { filterStatuses } from '../lotCells';
import { SORT_VALUE, type LotSnapshot, type MemoryCell, type MemoryLot, type SortKey } from './lotSnapshot';
import { forEachUnit, lotMatches, memoryFilters, type MemoryFilter } from './memoryFilters';

/** A walk gives up after this many lots per match (they are bunched further on): picking from the matches costs less. */
const WALK_PER_MATCH = 1;

/**
 * A page in price order ending this near the first match is picked from the matching runs (each offering its lots in
 * price order only while they may be taken: about a test per run), not walked to: a walk passes over every cheaper
 * lot the other filters leave out (the one-room flats before the first two-room one).
 */
const PICKED_IN_PRICE_ORDER = 240;

/** The bounds the filters set on a sort key's value. */
function sortBounds(key: SortKey, filters: LotFilters): Range {
  if (key === 'completion')
    return filters.completion.length
      ? { min: Math.min(...filters.completion), max: Math.max(...filters.completion) }
      : {};
  return key === 'price' ? filters.price : key === 'area' ? filters.area : filters.floor;
}

/**
 * The first value of a run's lots in an ordering (the lowest; the highest when descending): its own in price order,
 * its cell's bound in another.
 */
function runBound(key: SortKey, { cell, from, to }: Run, descending: boolean): number {
  switch (key) {
    case 'price':
      return cell.byPrice[descending ? to - 1 : from]!.price;
    case 'area':
      return descending ? cell.areaMax : cell.areaMin;
    case 'floor':
      return descending ? cell.floorMax : cell.floorMin;
    case 'completion':
      return cell.completion;
  }
}

/** The first index of `order` whose lot passes `test` (false for a prefix, true after it), by binary search. */
function firstAtLeast(order: readonly MemoryLot[], test: (lot: MemoryLot) => boolean): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(order[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * How many lots match, and the ids of one page of them in `ordering` (ties by id, as `ORDER_BY`), from the lots in
 * memory: the count from the cells (their edges lot by lot); the page picked from the matches when it is one of the
 * first in price order or the matches are sparse in the ordering, else walked to (`walkToPage`).
 */
export function memorySelection(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  filters: LotFilters,
  ordering: LotOrdering,
  page: Page,
): { count: number; ids: number[] } {
  const active = memoryFilters(snapshot, filters);
  const key = ordering.replace('-', '') as SortKey;
  const descending = ordering.startsWith('-');
  // a page among the first in price order is picked as the matches come; else the matches are kept: runs of cells'
  // lots in price order (whole cells among them), and single lots of the others
  const picked =
    key === 'price' && page.offset + page.limit <= PICKED_IN_PRICE_ORDER
      ? new FirstInOrder(page.offset + page.limit, SORT_VALUE.price, descending)
      : null;
  const runs: Run[] = [];
  const lots: MemoryLot[] = [];
  let count = 0;
  forEachUnit(
    snapshot,
    config,
    filters.cityId,
    filterStatuses(filters),
    active,
    (failed, n, cell, lot, from) => {
      count += n;
      if (picked) {
        if (lot) picked.offer(lot);
        else offerInPriceOrder(picked, { cell, from, to: from + n }, filters.price, descending);
      } else if (lot) lots.push(lot);
      else runs.push({ cell, from, to: from + n });
    },
    0,
  );
  const end = Math.min(page.offset + page.limit, count);
  if (end <= page.offset) return { count, ids: [] };
  if (picked) return { count, ids: picked.lots.slice(page.offset, end).map((lot) => lot.id) };

  const walked = walkToPage(snapshot, config, filters, active, { runs, lots, count }, key, descending, page, end);
  if (walked) return { count, ids: walked };
  const firstOnes = new FirstInOrder(end, SORT_VALUE[key], descending);
  for (const lot of lots) firstOnes.offer(lot);
  for (const run of runs) {
    if (key === 'price') offerInPriceOrder(firstOnes, run, filters.price, descending);
    // a cell whose lots all come after the page found so far (by its bounds) is passed over
    else if (firstOnes.mayTake(runBound(key, run, descending)))
      for (let at = run.from; at < run.to; at++) firstOnes.offer(run.cell.byPrice[at]!);
  }
  return { count, ids: firstOnes.lots.slice(page.offset, end).map((lot) => lot.id) };
}

/**
 * Offers a run's lots in price order until one comes after the page found so far: so do the rest. A run its cell's
 * bound within the filter's passes over reads none of its lots (most runs, once the page has filled).
 */
function offerInPriceOrder(firstOnes: FirstInOrder, { cell, from, to }: Run, price: Range, descending: boolean): void {
  const bound = descending ? Math.min(cell.priceMax, price.max ?? Infinity) : Math.max(cell.priceMin, price.min ?? -Infinity);
  if (!firstOnes.mayTake(bound)) return;
  for (let step = 0; step < to - from; step++) {
    const lot = cell.byPrice[descending ? to - 1 - step : from + step]!;
    if (!firstOnes.mayTake(lot.price)) return;
    firstOnes.offer(lot);
  }
}

/** The lots of a cell's `byPrice` at places `from` to `to` (not included). */
interface Run {
  cell: MemoryCell;
  from: number;
  to: number;
}

/**
 * The ids of the page, walking the city's lots in the ordering from the nearer end of the matches (a page in the back
 * half backwards, from the last match), between the matches' lowest and highest values by their runs' bounds and
 * within the filter's own bounds of its value. The page is found after about `to × span / count` lots if the matches
 * are spread evenly; null where that is more than the matches themselves, or where the walk finds them bunched
 * further on: then the page is picked from the matches.
 */
function walkToPage(
  snapshot: LotSnapshot,
  config: LotEndpointConfig,
  filters: LotFilters,
  active: readonly MemoryFilter[],
  { runs, lots, count }: { runs: readonly Run[]; lots: readonly MemoryLot[]; count: number },
  key: SortKey,
  descending: boolean,
  page: Page,
  end: number,
): number[] | null {
  const value = SORT_VALUE[key];
  const order = snapshot.ordered(key, filters.cityId, config.kinds);
  const bounds = sortBounds(key, filters);
  let lowest = Infinity;
  let highest = -Infinity;
  for (const lot of lots) {
    lowest = Math.min(lowest, value(lot));
    highest = Math.max(highest, value(lot));
  }
  for (const run of runs) {
    lowest = Math.min(lowest, runBound(key, run, false));
    highest = Math.max(highest, runBound(key, run, true));
  }
  lowest = Math.max(lowest, bounds.min ?? -Infinity);
  highest = Math.min(highest, bounds.max ?? Infinity);
  const first = firstAtLeast(order, (lot) => value(lot) >= lowest);
  const last = firstAtLeast(order, (lot) => value(lot) > highest);

  const backwards = page.offset + end > count;
  const from = backwards ? count - end : page.offset;
  const to = backwards ? count - page.offset : end;
  if (to * (last - first) >= count * count) return null;
  const matches = lotMatches(config, filters.cityId, active);
  const ids: number[] = [];
  const forwards = descending === backwards;
  let seen = 0;
  for (let step = 0; step < last - first && step < count * WALK_PER_MATCH && seen < to; step++) {
    const lot = order[forwards ? first + step : last - 1 - step]!;
    if (!matches(lot)) continue;
    if (seen >= from) ids.push(lot.id);
    seen++;
  }
  return seen === to ? (backwards ? ids.reverse() : ids) : null;
}

/** The first `size` lots offered in the order of `value` (then id; both reversed when descending), kept sorted. */
class FirstInOrder {
  readonly lots: MemoryLot[] = [];
  private readonly sign: number;

  constructor(
    private readonly size: number,
    private readonly value: (lot: MemoryLot) => number,
    descending: boolean,
  ) {
    this.sign = descending ? -1 : 1;
  }

  /** Whether a lot of this value could be among the first (a tie could, by its id). */
  mayTake(value: number): boolean {
    const { lots, size } = this;
    return lots.length < size || (value - this.value(lots[size - 1]!)) * this.sign <= 0;
  }

  private before(a: MemoryLot, b: MemoryLot): boolean {
    return (this.value(a) - this.value(b) || a.id - b.id) * this.sign < 0;
  }

  offer(lot: MemoryLot): void {
    const { lots, size } = this;
    if (lots.length === size && !this.before(lot, lots[size - 1]!)) return;
    let low = 0;
    let high = lots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(lots[middle]!, lot)) low = middle + 1;
      else high = middle;
    }
    lots.splice(low, 0, lot);
    if (lots.length > size) lots.pop();
  }
}
