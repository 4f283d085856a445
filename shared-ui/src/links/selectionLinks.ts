// Links into the selection by room count and by property kind, with the counts of base data (product §3
// property_count_fields) and the product §3 room labels: the home page's lists, the header dropdown and the footer.
import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { roomLabel } from '../format/rooms';

export interface RoomLink {
  label: string;
  href: string;
  count: number;
}

export const ROOMS = [0, 1, 2, 3, 4] as const;

export function roomCountKey(
  kind: 'flat' | 'apartment',
  rooms: (typeof ROOMS)[number],
): keyof PropertyCountFields {
  return rooms === 4 ? `${kind}_4_or_more_rooms_count` : `${kind}_${rooms}_rooms_count`;
}

export function roomLinks(counts: PropertyCountFields, kind: 'flat' | 'apartment'): RoomLink[] {
  return ROOMS.map((rooms) => ({
    label: roomLabel(rooms),
    href: sitePaths.rooms(rooms, kind),
    count: counts[roomCountKey(kind, rooms)],
  }));
}

export function otherLinks(counts: PropertyCountFields): RoomLink[] {
  return [
    {
      label: 'Коммерческие помещения',
      href: sitePaths.selection('commercial'),
      count: counts.commercial_count,
    },
    { label: 'Машино-места', href: sitePaths.selection('parking'), count: counts.parking_count },
    { label: 'Кладовые', href: sitePaths.selection('storage'), count: counts.storage_count },
  ];
}
