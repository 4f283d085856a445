import type { Static } from 'typebox';
import type { Queryable } from '../../db/db';
import { listCities } from '../../shared/cities/cityParam';
import type { City } from './citySchemas';

/** Every city with the number of its lots on sale. */
export async function citiesWithCounts(db: Queryable): Promise<Static<typeof City>[]> {
  const [cities, counts] = await Promise.all([
    listCities(db),
    db.query<{ city_id: number; count: number }>("select city_id, count(*)::int as count from lots where status in ('free', 'booked') group by city_id"),
  ]);
  const byCity = new Map(counts.rows.map((row) => [row.city_id, row.count]));
  return cities.map((city) => ({
    id: city.id,
    title: city.title,
    slug: city.slug,
    abbreviation: city.abbreviation,
    title_in: city.title_in,
    is_default: city.is_default,
    coords: { lat: city.lat, lng: city.lng },
    property_count: byCity.get(city.id) ?? 0,
  }));
}
