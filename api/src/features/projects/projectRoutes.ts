import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { SlugParams } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import type { Queryable } from '../../db/db';
import { projectFacets, projectSpecs } from './projectFacets';
import { getProject, getProjectBuildings, listProjects, type ProjectFilters } from './projectRepository';
import { ProjectBuilding, ProjectCard, ProjectDetail, ProjectFacets, projectFilterQuery, projectListQuery, type ProjectKind } from './projectSchemas';

async function filtersOf(db: Queryable, query: { city?: string; class?: string[]; completion_year?: number[]; rooms?: number[] }, kind: ProjectKind): Promise<ProjectFilters> {
  const city = await readCity(db, query.city);
  return {
    ...(city && { cityId: city.id }),
    class: query.class ?? [],
    completionYear: query.completion_year ?? [],
    rooms: kind === 'residential' ? (query.rooms ?? []) : [],
  };
}

/** `/api/projects/` (residential) and `/api/projects_commercial/`: list, facets, specs, detail and buildings. */
export const projectRoutes = feature({ tag: 'Projects' }, async (app, { ctx }) => {
  const endpoints: [string, ProjectKind, string][] = [
    ['/api/projects', 'residential', 'residential projects'],
    ['/api/projects_commercial', 'commercial', 'commercial projects'],
  ];
  for (const [base, kind, what] of endpoints) {
    app.get(
      `${base}/`,
      { schema: { summary: `List ${what}`, querystring: projectListQuery(kind), response: { 200: described(`A page of ${what}.`, Paginated(ref(ProjectCard))) } } },
      async (request) => {
        const page = readPage(request.query);
        const { count, results } = await listProjects(ctx.db, kind, await filtersOf(ctx.db, request.query, kind), page);
        return paginated(request, page, count, results);
      },
    );

    app.get(
      `${base}/facets/`,
      {
        schema: {
          summary: `Facets of ${what} under the current filters`,
          querystring: projectFilterQuery(kind),
          response: { 200: described('Projects per value, each facet ignoring its own filter.', ref(ProjectFacets)) },
        },
      },
      async (request) => projectFacets(ctx.db, kind, await filtersOf(ctx.db, request.query, kind)),
    );

    app.get(`${base}/specs/`, { schema: { summary: `The filters of ${what}`, response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () =>
      projectSpecs(ctx.db, kind),
    );

    app.get(
      `${base}/:slug/`,
      { schema: { summary: `One of the ${what}`, params: SlugParams, response: { 200: described('The project.', ref(ProjectDetail)) } } },
      async (request) => {
        const project = await getProject(ctx.db, kind, request.params.slug);
        if (!project) throw notFound();
        return project;
      },
    );

    app.get(
      `${base}/:slug/buildings/`,
      {
        schema: {
          summary: `The buildings of one of the ${what}`,
          params: SlugParams,
          response: { 200: described('Its buildings with counts.', Type.Array(ref(ProjectBuilding))) },
        },
      },
      async (request) => {
        const buildings = await getProjectBuildings(ctx.db, kind, request.params.slug);
        if (!buildings) throw notFound();
        return buildings;
      },
    );
  }
});
