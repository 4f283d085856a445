// The frame's data for the resolved city — base data and projects, fetched in parallel for the document (product §7) so
// the browser needs none of these requests on first load — and the company card behind the JSON-LD (cached briefly).
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { Company } from '@estate/shared-api/dto/content';
import type { ProjectShort } from '../../src/state/projectShort';

const companyTtlMs = 300_000;
let companyCache: { at: number; company: Company } | null = null;

export async function loadCityData(
  api: ApiClient,
  city: string,
): Promise<{ baseData: BaseData; projects: ProjectShort[] }> {
  const [baseData, projects] = await Promise.all([
    api.get(endpoints.content.basePage(), { query: { city } }),
    api.get(endpoints.projects.list(), { query: { city } }),
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
    const company = await api.get(endpoints.content.company());
    companyCache = { at: Date.now(), company };
    return company;
  } catch (error) {
    log({ level: 'warn', msg: 'company unavailable', error: String(error) });
    return null;
  }
}
