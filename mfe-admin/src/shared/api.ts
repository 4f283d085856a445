import { ApiClient } from '@estate/shared-api';

/** The back office's one client of the API: same origin, cookies included, the CSRF header on every write. */
export const api = new ApiClient();
