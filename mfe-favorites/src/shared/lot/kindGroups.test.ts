import { testLot } from '../../testing/testLots';
import { groupByKind } from './kindGroups';

test('lots are grouped by kind in the fixed order, flats and apartments together, empty groups left out', () => {
  const lots = [
    testLot(1, { kind: 'storage' }),
    testLot(2, { kind: 'apartment' }),
    testLot(3, { kind: 'parking' }),
    testLot(4, { kind: 'flat' }),
    testLot(5, { kind: 'storage' }),
  ];
  const groups = groupByKind(lots);
  expect(groups.map((group) => [group.title, group.lots.map((lot) => lot.id)])).toEqual([
    ['Квартиры и апартаменты', [2, 4]],
    ['Машино-места', [3]],
    ['Кладовые', [1, 5]],
  ]);
});

test('no lots, no groups', () => {
  expect(groupByKind([])).toEqual([]);
});
