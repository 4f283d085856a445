// A project page's data, asked for with the same keys by the page's prefetch (server) and its blocks (browser):
// the project, its master plan (and the building the URL opens), layouts, construction progress, documents and
// sales offices. Only the map's infrastructure pins are left to the browser (the map needs it anyway).
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, endpoints, type ApiClient, type ApiPath, type PagePrefetch } from '@estate/shared-api';
import type { ProjectKind } from '@estate/shared-api/dto/projects';
import { readGenplanState } from '../genplan/genplanState';

export function projectPath(kind: ProjectKind, slug: string) {
  return kind === 'commercial' ? endpoints.commercialProjects.detail(slug) : endpoints.projects.detail(slug);
}

const projectQuery = (api: ApiClient, kind: ProjectKind, slug: string) => apiQuery(api, projectPath(kind, slug));

export const layoutsQuery = (slug: string) => ({ project: slug, limit: 8 });
export const progressQuery = (slug: string) => ({ project: slug, limit: 12 });
export const documentsQuery = (slug: string) => ({ project: slug, limit: 20 });
export const officesQuery = (slug: string, city: string) => ({ project: slug, city });
export const centralOfficeQuery = (city: string) => ({ city });

/** The project's own sales offices, and the city's central office when it has none. */
async function prefetchOffices(api: ApiClient, queryClient: QueryClient, slug: string, city: string) {
  const own = apiQuery(api, endpoints.offices.list(), officesQuery(slug, city));
  await queryClient.prefetchQuery(own);
  if (queryClient.getQueryData(own.queryKey)?.results.length === 0) {
    await queryClient.prefetchQuery(apiQuery(api, endpoints.offices.central(), centralOfficeQuery(city)));
  }
}

export function prefetchProject(kind: ProjectKind): PagePrefetch {
  return async ({ api, params, search, city, queryClient }) => {
    const { slug } = params;
    if (!slug) return;
    const { building } = readGenplanState(search);
    const get = (path: ApiPath, query?: Record<string, string | number>) => queryClient.prefetchQuery(apiQuery(api, path, query));
    await Promise.all([
      queryClient.prefetchQuery(projectQuery(api, kind, slug)),
      get(endpoints.genplan.project(slug)),
      building === null ? null : get(endpoints.genplan.building(building)),
      get(endpoints.layouts.list(), layoutsQuery(slug)),
      get(endpoints.progress.list(), progressQuery(slug)),
      get(endpoints.documents.list(), documentsQuery(slug)),
      prefetchOffices(api, queryClient, slug, city),
    ]);
  };
}
