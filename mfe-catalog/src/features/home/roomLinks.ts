// The home page's links by room count (SPEC §2: /selections?rooms=N, with is_apartment=true for apartments), with
// the counts of base data (SPEC §3 property_count_fields) and the SPEC §3 room labels.
import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { roomLabel } from '@estate/shared-ui/format/rooms';

export interface RoomLink {
  label: string;
  href: string;
  count: number;
}

const ROOMS = [0, 1, 2, 3, 4] as const;

function countKey(kind: 'flat' | 'apartment', rooms: (typeof ROOMS)[number]): keyof PropertyCountFields {
  return rooms === 4 ? `${kind}_4_or_more_rooms_count` : `${kind}_${rooms}_rooms_count`;
}

export function roomLinks(counts: PropertyCountFields, kind: 'flat' | 'apartment'): RoomLink[] {
  return ROOMS.map((rooms) => ({
    label: roomLabel(rooms),
    href: kind === 'apartment' ? `/selections?rooms=${rooms}&is_apartment=true` : `/selections?rooms=${rooms}`,
    count: counts[countKey(kind, rooms)],
  }));
}

export function otherLinks(counts: PropertyCountFields): RoomLink[] {
  return [
    { label: 'Коммерческие помещения', href: '/selections/commercial', count: counts.commercial_count },
    { label: 'Машино-места', href: '/selections/parking', count: counts.parking_count },
    { label: 'Кладовые', href: '/selections/storage', count: counts.storage_count },
  ];
}
