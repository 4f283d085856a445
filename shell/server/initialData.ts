// Cities, base data and projects for the resolved city, fetched in parallel for the document (SPEC §7).
// Cities change rarely and are needed to resolve the city from the host, so they are cached briefly.
import type { ApiClient, CityRef } from '@estate/shared-api';

const citiesTtlMs = 60_000;
let citiesCache: { at: number; cities: CityRef[] } | null = null;

export async function loadCities(api: ApiClient): Promise<CityRef[]> {
  if (citiesCache && Date.now() - citiesCache.at < citiesTtlMs) return citiesCache.cities;
  const cities = (await api.get<CityRef[] | null>('/api/cities/')) ?? [];
  citiesCache = { at: Date.now(), cities };
  return cities;
}

export async function loadCityData(api: ApiClient, city: string) {
  const [baseData, projects] = await Promise.all([
    api.get<unknown>('/api/base_page/', { query: { city } }),
    api.get<{ results: unknown[] }>('/api/projects/', { query: { city } }),
  ]);
  return { baseData, projects: projects.results };
}
