// Cities, base data and projects for the resolved city, fetched in parallel for the document (SPEC §7), so the
// browser needs none of these requests on first load. Cities change rarely and are needed to resolve the city
// from the host, so they are cached briefly; so is the company card behind the JSON-LD.
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { City } from '@estate/shared-api/dto/cities';
import type { Company } from '@estate/shared-api/dto/content';
import type { ProjectShort } from '../src/state/projectShort';

const citiesTtlMs = 60_000;
const companyTtlMs = 300_000;
let citiesCache: { at: number; cities: City[] } | null = null;
let companyCache: { at: number; company: Company } | null = null;

/** The default city when the API cannot name it (the frame still renders and shows the outage page). */
export const fallbackCity: City = {
  id: 0,
  title: 'Москва',
  slug: 'moskva',
  abbreviation: 'МСК',
  title_in: 'в Москве',
  is_default: true,
  coords: { lat: 55.7558, lng: 37.6173 },
  property_count: 0,
};

export async function loadCities(api: ApiClient): Promise<City[]> {
  if (citiesCache && Date.now() - citiesCache.at < citiesTtlMs) return citiesCache.cities;
  const cities = (await api.get<City[] | null>(endpoints.cities.list())) ?? [];
  citiesCache = { at: Date.now(), cities };
  return cities;
}

export async function loadCityData(
  api: ApiClient,
  city: string,
): Promise<{ baseData: BaseData; projects: ProjectShort[] }> {
  const [baseData, projects] = await Promise.all([
    api.get<BaseData>(endpoints.content.basePage(), { query: { city } }),
    api.get<{ results: ProjectShort[] }>(endpoints.projects.list(), { query: { city } }),
  ]);
  // only what the frame uses goes into the document
  return { baseData, projects: projects.results.map(({ id, slug, name }) => ({ id, slug, name })) };
}

/** The company card for the Organization JSON-LD; null (logged) when the API cannot give it. */
export async function loadCompany(
  api: ApiClient,
  log: (line: object) => void = () => undefined,
): Promise<Company | null> {
  if (companyCache && Date.now() - companyCache.at < companyTtlMs) return companyCache.company;
  try {
    const company = await api.get<Company>(endpoints.content.company());
    companyCache = { at: Date.now(), company };
    return company;
  } catch (error) {
    log({ level: 'warn', msg: 'company unavailable', error: String(error) });
    return null;
  }
}
