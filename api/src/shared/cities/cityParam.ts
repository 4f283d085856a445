import type { Queryable } from '../../db/db';
import type { QueryReader } from '../../http/queryReader';
import { messages } from '../../http/errors';

export interface CityRow {
  id: number;
  slug: string;
  title: string;
  abbreviation: string;
  title_in: string;
  is_default: boolean;
  lat: number;
  lng: number;
}

export async function listCities(db: Queryable): Promise<CityRow[]> {
  const { rows } = await db.query<CityRow>('select id, slug, title, abbreviation, title_in, is_default, lat, lng from cities order by sort, id');
  return rows;
}

/** The `city` query parameter (a slug): the city, undefined when absent, or a 400 error collected in `query`. */
export async function readCity(db: Queryable, query: QueryReader, name = 'city'): Promise<CityRow | undefined> {
  const slug = query.one(name);
  if (slug === undefined) return undefined;
  const { rows } = await db.query<CityRow>('select id, slug, title, abbreviation, title_in, is_default, lat, lng from cities where slug = $1', [slug]);
  if (!rows[0]) query.fail(name, messages.choice(slug));
  return rows[0];
}

/** Like `readCity`, but falls back to the default city (moskva) when the parameter is absent. */
export async function readCityOrDefault(db: Queryable, query: QueryReader, name = 'city'): Promise<CityRow | undefined> {
  const city = await readCity(db, query, name);
  if (city || query.one(name) !== undefined) return city;
  const { rows } = await db.query<CityRow>(
    'select id, slug, title, abbreviation, title_in, is_default, lat, lng from cities order by is_default desc, sort, id limit 1',
  );
  return rows[0];
}

/** The city whose site a request came through (the request's site host names it: http/requestOrigin.ts). */
export async function cityOfSite(db: Queryable, slug: string): Promise<CityRow | undefined> {
  const cities = await listCities(db);
  return cities.find((city) => city.slug === slug) ?? cities.find((city) => city.is_default) ?? cities[0];
}
