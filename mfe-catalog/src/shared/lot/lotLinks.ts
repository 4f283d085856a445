// How a lot's status and floor read on the site.
import type { LotStatus } from '@estate/shared-api/dto/lots';

export const statusLabel: Record<LotStatus, string> = {
  free: 'Свободно',
  booked: 'Забронировано',
  sold: 'Продано',
};

/** '5 этаж из 18', underground levels as 'уровень −1' */
export function floorText(floor: number, floorsTotal: number): string {
  if (floor < 0) return `уровень ${String(floor).replace('-', '−')}`;
  return `${floor} этаж из ${floorsTotal}`;
}
