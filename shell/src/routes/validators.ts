import { ApiError, type ApiClient } from '@estate/shared-api';

/** A page's validity: it exists (true), it does not (false: 404), or it belongs to another city's site. */
export type Validity = boolean | { city: string };

/**
 * A resource of one city (a lot, a project, a publication), read from the API: valid on its own city's site, moved
 * to its city's site on another, false on 404; any other failure is the page's error.
 */
export async function cityResource(api: ApiClient, path: string, city: string): Promise<Validity> {
  try {
    const resource = await api.get<{ city?: unknown } | null>(path);
    const own = resource?.city;
    return typeof own !== 'string' || own === city ? true : { city: own };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
