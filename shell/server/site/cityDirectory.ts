// The cities, asked of the API at most once a minute (they change rarely, and every request needs them to tell its
// city from its host); while the API cannot name them, none (the default city stands in).
import { ApiClient, endpoints } from '@estate/shared-api';
import type { City } from '@estate/shared-api/dto/cities';

const TTL_MS = 60_000;

export interface CityDirectory {
  /** The cities, or null (logged) when the API cannot give them. */
  cities(): Promise<City[] | null>;
}

export function createCityDirectory(apiUrl: string, log: (line: object) => void): CityDirectory {
  const api = new ApiClient({ baseUrl: apiUrl, cookies: () => '' });
  let known: { at: number; cities: City[] } | null = null;
  return {
    async cities() {
      if (known && Date.now() - known.at < TTL_MS) return known.cities;
      try {
        const cities = (await api.get<City[] | null>(endpoints.cities.list())) ?? [];
        known = { at: Date.now(), cities };
        return cities;
      } catch (error) {
        log({ level: 'warn', msg: 'cities unavailable', error: String(error) });
        return null;
      }
    },
  };
}
