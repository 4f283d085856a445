// Which chess-board cells the current filters keep: the board shows the whole building, and lots outside the
// filters are dimmed. Only what a board cell knows is checked (rooms, price, area, floor, status).
import type { GenplanLot } from '@estate/shared-api/dto/genplan';
import type { FilterState, RangeValue } from '../model/filterState';

function inRange(value: number, range: RangeValue | undefined): boolean {
  if (!range) return true;
  const low = range.min !== null && range.max !== null ? Math.min(range.min, range.max) : range.min;
  const high = range.min !== null && range.max !== null ? Math.max(range.min, range.max) : range.max;
  return (low === null || value >= low) && (high === null || value <= high);
}

export function matchesFilters(lot: GenplanLot, floor: number, floorsTotal: number, state: FilterState): boolean {
  const rooms = state.multi.rooms;
  if (rooms?.length && (lot.rooms === null || !rooms.includes(String(Math.min(lot.rooms, 4))))) return false;
  if (!inRange(lot.price, state.ranges.price) || !inRange(lot.area, state.ranges.area) || !inRange(floor, state.ranges.floor)) return false;
  if (state.flags.not_first && floor <= 1) return false;
  if (state.flags.not_last && floor >= floorsTotal) return false;
  if (state.flags.only_free && lot.status !== 'free') return false;
  return true;
}
