// The showcase's one request: a project picture from the API, so the Image component is seen at work.
import { apiQuery, endpoints, type ApiClient, type PagePrefetch } from '@estate/shared-api';

export function showcaseQuery(api: ApiClient, city: string) {
  return apiQuery(api, endpoints.projects.list(), { city, limit: 1 });
}

export const showcasePrefetch: PagePrefetch = ({ api, city, queryClient }) =>
  queryClient.prefetchQuery(showcaseQuery(api, city));
