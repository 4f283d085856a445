import type { GenplanLot } from '@estate/shared-api/dto/genplan';
import { emptyState, withFlag, withMulti, withRange } from '../model/filterState';
import { matchesFilters } from './chessMatch';

const lot: GenplanLot = { id: 1, kind: 'flat', number: '1', status: 'booked', rooms: 5, area: 98.4, price: 21_000_000, position: { x: 0, y: 0, w: 1, h: 1 } };

describe('chess-board cells under filters', () => {
  it('keeps every lot without filters', () => {
    expect(matchesFilters(lot, 7, 18, emptyState())).toBe(true);
  });

  it('checks rooms (4 stands for four and more), ranges and floor flags', () => {
    expect(matchesFilters(lot, 7, 18, withMulti(emptyState(), 'rooms', ['4']))).toBe(true);
    expect(matchesFilters(lot, 7, 18, withMulti(emptyState(), 'rooms', ['1', '2']))).toBe(false);
    expect(matchesFilters(lot, 7, 18, withRange(emptyState(), 'price', { min: null, max: 20_000_000 }))).toBe(false);
    expect(matchesFilters(lot, 7, 18, withRange(emptyState(), 'area', { min: 120, max: 60 }))).toBe(true);
    expect(matchesFilters(lot, 18, 18, withFlag(emptyState(), 'not_last', true))).toBe(false);
    expect(matchesFilters(lot, 1, 18, withFlag(emptyState(), 'not_first', true))).toBe(false);
    expect(matchesFilters(lot, 7, 18, withFlag(emptyState(), 'only_free', true))).toBe(false);
  });
});
