import { ApiError, type ApiClient, type ApiPath } from '@estate/shared-api';

/** True when the API has the resource, false on 404; any other failure is the page's error. */
export async function resourceExists(api: ApiClient, path: ApiPath): Promise<boolean> {
  try {
    await api.get(path);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
