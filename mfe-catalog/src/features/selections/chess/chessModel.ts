// The chess-board of a building: per section, floors from top to bottom × risers (a lot's place on its floor),
// each cell one lot. Lots of other kinds (premises on the ground floor, parking underground) are left out.
import type { GenplanBuilding, GenplanLot } from '@estate/shared-api/dto/genplan';
import type { LotKind } from '@estate/shared-api/dto/lots';

export interface ChessRow {
  floor: number;
  cells: (GenplanLot | null)[];
}

export interface ChessSection {
  id: number;
  number: number;
  risers: number;
  rows: ChessRow[];
}

/** Lots on one floor in riser order: by row on the plan, then from left to right. */
function byRiser(a: GenplanLot, b: GenplanLot): number {
  return Math.round(a.position.y) - Math.round(b.position.y) || a.position.x - b.position.x;
}

export function chessSections(building: GenplanBuilding, kinds: readonly LotKind[]): ChessSection[] {
  return (building.sections ?? [])
    .map((section) => {
      const rows = section.floors
        .map((floor) => ({ floor: floor.number, lots: (floor.lots ?? []).filter((lot) => kinds.includes(lot.kind)).sort(byRiser) }))
        .filter((row) => row.lots.length > 0)
        .sort((a, b) => b.floor - a.floor);
      const risers = Math.max(0, ...rows.map((row) => row.lots.length));
      return {
        id: section.id,
        number: section.number,
        risers,
        rows: rows.map((row) => ({
          floor: row.floor,
          cells: Array.from({ length: risers }, (_, index) => row.lots[index] ?? null),
        })),
      };
    })
    .filter((section) => section.rows.length > 0);
}

/** Lots per status over the sections, for the legend. */
export function statusCounts(sections: readonly ChessSection[]): Record<GenplanLot['status'], number> {
  const counts = { free: 0, booked: 0, sold: 0 };
  for (const section of sections) for (const row of section.rows) for (const cell of row.cells) if (cell) counts[cell.status] += 1;
  return counts;
}
