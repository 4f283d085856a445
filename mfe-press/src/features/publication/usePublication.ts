// A publication and the other publications shown under it.
import { endpoints, useFetch, type ApiClient } from '@estate/shared-api';
import type { PublicationCard, PublicationDetail } from '@estate/shared-api/dto/publications';

export const OTHER_PUBLICATIONS_LIMIT = 3;

export function usePublication(api: ApiClient, slug: string) {
  const publication = useFetch<PublicationDetail>(slug ? `publication:${slug}` : null, (signal) =>
    api.get<PublicationDetail>(endpoints.publications.detail(slug), { signal }),
  );
  const others = useFetch<PublicationCard[]>(slug ? `other:${slug}` : null, (signal) =>
    api.get<PublicationCard[]>(endpoints.publications.other(slug), { query: { limit: OTHER_PUBLICATIONS_LIMIT }, signal }),
  );
  return { publication, others };
}
