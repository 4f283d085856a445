// A projects list's data (/projects, /projects/commercial): the filter specs, the facets of the chosen filters and
// the projects, asked for with the same requests by the page's prefetch (server) and the page (browser).
import { apiQuery, endpoints, type PagePrefetch, type Query } from '@estate/shared-api';
import type { ProjectKind } from '@estate/shared-api/dto/projects';

export const PROJECT_FILTERS = ['class', 'completion_year'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export function chosenFilters(search: URLSearchParams): Record<ProjectFilter, string[]> {
  return { class: search.getAll('class'), completion_year: search.getAll('completion_year') };
}

export function projectListRequests(kind: ProjectKind, city: string, chosen: Record<ProjectFilter, string[]>) {
  const paths = kind === 'commercial' ? endpoints.commercialProjects : endpoints.projects;
  const query: Query = { city, ...chosen };
  return {
    specs: { path: paths.specs(), query: undefined },
    facets: { path: paths.facets(), query },
    projects: { path: paths.list(), query: { ...query, limit: 100 } },
  };
}

export function prefetchProjectList(kind: ProjectKind): PagePrefetch {
  return ({ api, city, search, queryClient }) =>
    Promise.all(
      Object.values(projectListRequests(kind, city, chosenFilters(search))).map(({ path, query }) => queryClient.prefetchQuery(apiQuery(api, path, query))),
    );
}
