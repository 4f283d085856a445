// How many lots of each kind a city has on sale, from its base data counts (product §3 property_count_fields): the
// header and footer menus leave out the kinds a city has none of by the same numbers.
import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import type { SelectionKind } from './kinds';

const ROOMS = [0, 1, 2, 3] as const;

function residential(counts: PropertyCountFields, kind: 'flat' | 'apartment'): number {
  return ROOMS.reduce((sum, rooms) => sum + counts[`${kind}_${rooms}_rooms_count`], counts[`${kind}_4_or_more_rooms_count`]);
}

export function kindCounts(counts: PropertyCountFields): Record<SelectionKind, number> {
  return {
    flat: residential(counts, 'flat'),
    apartment: residential(counts, 'apartment'),
    commercial: counts.commercial_count,
    parking: counts.parking_count,
    storage: counts.storage_count,
  };
}
