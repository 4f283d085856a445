import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import type { Queryable } from '../../db/db';

/** Lots on sale per kind and room count in a city, counted from the lots themselves. */
export async function propertyCounts(db: Queryable, cityId: number): Promise<PropertyCountFields> {
  const { rows } = await db.query<{ kind: string; rooms: number | null; count: number }>(
    `select kind, least(rooms, 4) as rooms, count(*)::int as count from lots
      where city_id = $1 and status in ('free', 'booked') group by 1, 2`,
    [cityId],
  );
  const sum = (kind: string, rooms?: number) =>
    rows.filter((row) => row.kind === kind && (rooms === undefined || row.rooms === rooms)).reduce((total, row) => total + row.count, 0);
  return {
    flat_0_rooms_count: sum('flat', 0),
    flat_1_rooms_count: sum('flat', 1),
    flat_2_rooms_count: sum('flat', 2),
    flat_3_rooms_count: sum('flat', 3),
    flat_4_or_more_rooms_count: sum('flat', 4),
    apartment_0_rooms_count: sum('apartment', 0),
    apartment_1_rooms_count: sum('apartment', 1),
    apartment_2_rooms_count: sum('apartment', 2),
    apartment_3_rooms_count: sum('apartment', 3),
    apartment_4_or_more_rooms_count: sum('apartment', 4),
    parking_count: sum('parking'),
    storage_count: sum('storage'),
    commercial_count: sum('commercial'),
  };
}
