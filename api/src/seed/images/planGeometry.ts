/** Geometry shared by the plan pictures and the lot coordinates, in percent of the picture (0..100). */
import type { PlanBox } from '../../shared/schemas/commonSchemas';

export type PlanPoint = readonly [number, number];

const round = (value: number): number => Math.round(value * 100) / 100;

/** Units of a floor: half along the top facade, half along the bottom one, a corridor between. */
export function floorBoxes(count: number): PlanBox[] {
  const top = Math.ceil(count / 2);
  const bottom = count - top;
  const boxes: PlanBox[] = [];
  const row = (n: number, y: number, h: number): void => {
    const inner = 100 - 2 * 5;
    const w = inner / n;
    for (let i = 0; i < n; i += 1) boxes.push({ x: round(5 + i * w), y, w: round(w), h });
  };
  row(top, 6, 40);
  row(bottom, 54, 40);
  return boxes;
}

/** Parking spaces or storage rooms on an underground level: `rows` rows of `perRow` units. */
export function gridBoxes(count: number, perRow: number): PlanBox[] {
  const rows = Math.ceil(count / perRow);
  const topRows = Math.ceil(rows / 2);
  const rowHeight = 40 / topRows;
  const w = 90 / perRow;
  const boxes: PlanBox[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = Math.floor(i / perRow);
    const y = r < topRows ? 6 + r * rowHeight : 54 + (r - topRows) * rowHeight;
    boxes.push({ x: round(5 + (i % perRow) * w), y: round(y), w: round(w), h: round(rowHeight) });
  }
  return boxes;
}

/** Building footprints of a master plan with `count` buildings, as polygons. */
export function genplanFootprints(count: number): PlanPoint[][] {
  const slots: PlanPoint[][] = [
    [[10, 12], [38, 12], [38, 30], [22, 30], [22, 62], [10, 62]],
    [[56, 10], [88, 10], [88, 26], [56, 26]],
    [[56, 38], [72, 38], [72, 72], [56, 72]],
    [[26, 50], [46, 50], [46, 74], [26, 74]],
    [[78, 40], [92, 40], [92, 74], [78, 74]],
  ];
  return slots.slice(0, Math.max(1, Math.min(count, slots.length))).map((polygon) => [...polygon]);
}

/** Where to place a building's label: the centre of its footprint's bounding box. */
export function labelPosition(polygon: readonly PlanPoint[]): { x: number; y: number } {
  const xs = polygon.map((point) => point[0]);
  const ys = polygon.map((point) => point[1]);
  return { x: round((Math.min(...xs) + Math.max(...xs)) / 2), y: round((Math.min(...ys) + Math.max(...ys)) / 2) };
}
