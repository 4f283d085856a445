// The cities, asked of the API at most once a minute (they change rarely, and every page needs them to tell its city
// from its host). Past that minute the list known serves while it is asked again; only the first ask is waited for.
// While the API cannot name them, the last list known stands (none before the first: the default city stands in),
// and it is asked again at most every few seconds, so an API that is down or slow is not asked by every request.
import { ApiClient, endpoints } from '@estate/shared-api';
import type { City } from '@estate/shared-api/dto/cities';

const TTL_MS = 60_000;
const RETRY_MS = 5_000;

export interface CityDirectory {
  /** The cities, or null (logged) when the API has not named them yet. */
  cities(): Promise<City[] | null>;
}

export function createCityDirectory(apiUrl: string, log: (line: object) => void): CityDirectory {
  const api = new ApiClient({ baseUrl: apiUrl, cookies: () => '' });
  let known: City[] | null = null;
  let freshUntil = 0;
  let asking: Promise<City[] | null> | null = null;
  const ask = async (): Promise<City[] | null> => {
    try {
      const cities = await api.get(endpoints.cities.list());
      if (!Array.isArray(cities)) throw new Error('the API did not answer a list of cities');
      known = cities as City[];
      freshUntil = Date.now() + TTL_MS;
    } catch (error) {
      log({ level: 'warn', msg: 'cities unavailable', error: String(error) });
      freshUntil = Date.now() + RETRY_MS;
    }
    return known;
  };
  return {
    cities() {
      if (Date.now() < freshUntil) return Promise.resolve(known);
      asking ??= ask().finally(() => (asking = null));
      return known ? Promise.resolve(known) : asking;
    },
  };
}
