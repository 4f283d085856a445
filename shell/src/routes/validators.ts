import { ApiError, type ApiClient, type Endpoints } from '@estate/shared-api';

/** A page's validity: it exists (true), it does not (false: 404), or it belongs to another city's site. */
export type Validity = boolean | { city: string };

/** The resources of one city the routes check: a publication, a project, a lot. */
type CityResourcePath = ReturnType<
  | Endpoints['publications']['detail']
  | Endpoints['projects']['detail']
  | Endpoints['commercialProjects']['detail']
  | Endpoints[LotKind]['detail']
>;
type LotKind = 'flats' | 'commercial' | 'parking' | 'storage';

/**
 * A resource of one city (a lot, a project, a publication), read from the API: valid on its own city's site, moved
 * to its city's site on another, false on 404; any other failure is the page's error.
 */
export async function cityResource(api: ApiClient, path: CityResourcePath, city: string): Promise<Validity> {
  try {
    const own = (await api.get(path)).city;
    return typeof own !== 'string' || own === city ? true : { city: own };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
