// How a lot's status and floor read on the site.
import type { LotStatus } from '@estate/shared-api/dto/lots';

export const statusLabel: Record<LotStatus, string> = {
  free: 'Свободно',
  booked: 'Забронировано',
  sold: 'Продано',
};

/** Why a lot that is not free offers no online booking. */
export const bookingUnavailable: Record<Exclude<LotStatus, 'free'>, string> = {
  booked: 'Объект уже забронирован, онлайн-бронирование недоступно. Если бронь не подтвердят, объект снова станет свободным.',
  sold: 'Объект продан, онлайн-бронирование недоступно.',
};

/** '5 этаж из 18', underground levels as 'уровень −1' */
export function floorText(floor: number, floorsTotal: number): string {
  if (floor < 0) return `уровень ${String(floor).replace('-', '−')}`;
  return `${floor} этаж из ${floorsTotal}`;
}
