// A publication and the other publications shown under it; the page's prefetch asks for the same two.
import { apiQuery, endpoints, useApiQuery, type ApiClient, type PagePrefetch } from '@estate/shared-api';

export const OTHER_PUBLICATIONS_LIMIT = 3;
const othersQuery = { limit: OTHER_PUBLICATIONS_LIMIT };

export const prefetchPublication: PagePrefetch = ({ api, params, queryClient }) => {
  const slug = params.slug ?? '';
  return Promise.all([
    queryClient.prefetchQuery(apiQuery(api, endpoints.publications.detail(slug))),
    queryClient.prefetchQuery(apiQuery(api, endpoints.publications.other(slug), othersQuery)),
  ]);
};

export function usePublication(api: ApiClient, slug: string) {
  const publication = useApiQuery(api, slug ? endpoints.publications.detail(slug) : null);
  const others = useApiQuery(api, slug ? endpoints.publications.other(slug) : null, othersQuery);
  return { publication, others };
}
