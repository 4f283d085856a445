import type { GenplanBuilding, GenplanLot } from '@estate/shared-api/dto/genplan';
import { chessSections, statusCounts } from './chessModel';

const lot = (id: number, kind: GenplanLot['kind'], x: number, status: GenplanLot['status'] = 'free', y = 10): GenplanLot => ({
  id,
  kind,
  number: String(id),
  status,
  rooms: kind === 'flat' ? 1 : null,
  area: 40,
  price: 1,
  position: { x, y, w: 10, h: 10 },
});

const building: GenplanBuilding = {
  id: 1,
  name: 'Корпус 1',
  number: 1,
  floors_total: 3,
  completion: { year: 2027, quarter: 2, label: '2 кв. 2027' },
  is_completed: false,
  polygon: [],
  label_position: { x: 0, y: 0 },
  lots_count: 0,
  free_count: 0,
  min_price: null,
  sections: [
    {
      id: 10,
      number: 1,
      floors_total: 3,
      floors: [
        { id: 101, number: 1, plan_image: '', lots_count: 1, free_count: 1, lots: [lot(1, 'commercial', 5)] },
        { id: 102, number: 2, plan_image: '', lots_count: 2, free_count: 1, lots: [lot(3, 'flat', 60, 'sold'), lot(2, 'flat', 5)] },
        { id: 103, number: 3, plan_image: '', lots_count: 1, free_count: 0, lots: [lot(4, 'flat', 5, 'booked')] },
        { id: 99, number: -1, plan_image: '', lots_count: 1, free_count: 1, lots: [lot(5, 'storage', 5)] },
      ],
    },
    { id: 11, number: 2, floors_total: 3, floors: [{ id: 201, number: 1, plan_image: '', lots_count: 1, free_count: 1, lots: [lot(6, 'commercial', 5)] }] },
  ],
};

describe('chess-board', () => {
  it('puts floors top down and lots in riser order, leaving other kinds out', () => {
    const [section, ...rest] = chessSections(building, ['flat']);
    expect(rest).toHaveLength(0);
    expect(section?.risers).toBe(2);
    expect(section?.rows.map((row) => row.floor)).toEqual([3, 2]);
    expect(section?.rows.map((row) => row.cells.map((cell) => cell?.id ?? null))).toEqual([
      [4, null],
      [2, 3],
    ]);
  });

  it('keeps the sections that have lots of the kind', () => {
    expect(chessSections(building, ['commercial']).map((section) => section.number)).toEqual([1, 2]);
    expect(chessSections(building, ['parking'])).toEqual([]);
  });

  it('counts lots per status for the legend', () => {
    expect(statusCounts(chessSections(building, ['flat']))).toEqual({ free: 1, booked: 1, sold: 1 });
  });
});
