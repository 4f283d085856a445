// Where a lot's own page is: flats and apartments under /flats, commercial premises under /commercials.
// Parking spaces and storage rooms have no page of their own (SPEC §2); they are chosen on the selection scheme.
import type { LotKind, LotStatus } from '@estate/shared-api/dto/lots';
import type { BadgeTone } from '../components/Badge';

export function lotHref(kind: LotKind, id: number): string | null {
  if (kind === 'flat' || kind === 'apartment') return `/flats/${id}`;
  if (kind === 'commercial') return `/commercials/${id}`;
  return null;
}

export const statusTone: Record<LotStatus, BadgeTone> = { free: 'accent', booked: 'warning', sold: 'muted' };

export const statusLabel: Record<LotStatus, string> = { free: 'Свободно', booked: 'Забронировано', sold: 'Продано' };

/** '5 этаж из 18', underground levels as 'уровень −1' */
export function floorText(floor: number, floorsTotal: number): string {
  if (floor < 0) return `уровень ${String(floor).replace('-', '−')}`;
  return `${floor} этаж из ${floorsTotal}`;
}
