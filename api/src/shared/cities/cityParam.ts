import type { Queryable } from '../../db/db';
import { messages, validationError } from '../../http/errors';

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

const CITY_COLUMNS = 'id, slug, title, abbreviation, title_in, is_default, lat, lng';

export async function listCities(db: Queryable): Promise<CityRow[]> {
  const { rows } = await db.query<CityRow>(`select ${CITY_COLUMNS} from cities order by sort, id`);
  return rows;
}

/** The city a `city` parameter names (a slug): undefined when absent, a 400 `{city: [..]}` when no city has it. */
export async function readCity(db: Queryable, slug: string | undefined, name = 'city'): Promise<CityRow | undefined> {
  if (slug === undefined) return undefined;
  const { rows } = await db.query<CityRow>(`select ${CITY_COLUMNS} from cities where slug = $1`, [slug]);
  if (!rows[0]) throw validationError({ [name]: [messages.choice(slug)] });
  return rows[0];
}

/** `readCity` over a list of the cities kept by the caller (`contentMemo`): no statement per request. */
export async function cityOfList(cities: () => Promise<readonly CityRow[]>, slug: string | undefined, name = 'city'): Promise<CityRow | undefined> {
  if (slug === undefined) return undefined;
  const city = (await cities()).find((candidate) => candidate.slug === slug);
  if (!city) throw validationError({ [name]: [messages.choice(slug)] });
  return city;
}

/** Like `readCity`, but the default city (moskva) when the parameter is absent. */
export async function readCityOrDefault(db: Queryable, slug: string | undefined): Promise<CityRow | undefined> {
  if (slug !== undefined) return readCity(db, slug);
  const { rows } = await db.query<CityRow>(`select ${CITY_COLUMNS} from cities order by is_default desc, sort, id limit 1`);
  return rows[0];
}

/** The city whose site a request came through (the request's site host names it: http/requestOrigin.ts). */
export async function cityOfSite(db: Queryable, slug: string): Promise<CityRow | undefined> {
  const cities = await listCities(db);
  return cities.find((city) => city.slug === slug) ?? cities.find((city) => city.is_default) ?? cities[0];
}
