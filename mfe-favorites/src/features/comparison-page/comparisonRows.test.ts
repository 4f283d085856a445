// 'Show only differences' hides exactly the rows whose values are equal for all lots.
import type { ComparisonRow } from '@estate/shared-api/dto/favorites';
import { pickColumns, valuesEqual, visibleRows } from './comparisonRows';

const row = (name: string, values: ComparisonRow['values'], differs = false): ComparisonRow => ({ name, label: name, values, differs });

const rows: ComparisonRow[] = [
  row('title', ['2-комнатная квартира', '2-комнатная квартира', '2-комнатная квартира']),
  row('price', [12_500_000, 13_100_000, 12_500_000]),
  row('area', [54.3, 54.3, 54.3]),
  row('kitchen_area', [null, null, null]),
  row('finishing', [null, 'Чистовая', null]),
  row('floor', ['5 из 17', '5 из 17', '6 из 17']),
  row('ceiling_height', [3, 3, 3.0]),
  row('status', ['В продаже', 'В продаже', 'Забронировано']),
];

test('all rows are shown unless only differences are asked for', () => {
  expect(visibleRows(rows, false)).toEqual(rows);
});

test('only differences: the rows equal for all lots go, every row with any difference stays', () => {
  expect(visibleRows(rows, true).map((shown) => shown.name)).toEqual(['price', 'finishing', 'floor', 'status']);
});

test('the rule looks at the values, not at the flag the server sent', () => {
  const flaggedWrongly = [row('a', [1, 1], true), row('b', [1, 2], false)];
  expect(visibleRows(flaggedWrongly, true).map((shown) => shown.name)).toEqual(['b']);
});

test('a difference in one lot out of many keeps the row; a single lot or none differs in nothing', () => {
  expect(valuesEqual([1, 1, 1, 1, 2])).toBe(false);
  expect(valuesEqual([7])).toBe(true);
  expect(valuesEqual([])).toBe(true);
  expect(visibleRows([row('price', [7])], true)).toEqual([]);
});

test('picking the columns of some lots recomputes what differs among them', () => {
  const picked = pickColumns(rows, [0, 2]);
  expect(picked.find((shown) => shown.name === 'price')).toMatchObject({ values: [12_500_000, 12_500_000], differs: false });
  expect(visibleRows(picked, true).map((shown) => shown.name)).toEqual(['floor', 'status']);
});
