import { Type } from 'typebox';
import { kindLabels, LOT_KINDS, LOT_STATUSES, statusLabels, type LotStatus } from '../../domain/lotVocabulary';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { cityQuery, IdParams, Query, SlugParams } from '../../http/schema/params';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { genplanFacets, genplanProjects, loadTree, projectHead, projectOfBuilding, toGenplanProject } from './genplanRepository';
import { GenplanBuilding, GenplanFacets, GenplanFloorDetail, GenplanProject, GenplanSection, GenplanSpecs, ProjectQuery } from './genplanSchemas';

/** Chess-board colours of the lot statuses. */
const STATUS_COLORS: Record<LotStatus, string> = { free: '#3c8d5a', booked: '#e0a030', sold: '#b8b8b8' };

const found = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw notFound();
  return value;
};

/** Master plan (buildings as polygons) down to floors and lots with their plan coordinates. */
export const genplanRoutes = feature({ tag: 'Master plan' }, async (app, { ctx }) => {
  app.get(
    '/api/genplan/',
    {
      schema: {
        summary: 'A project’s whole tree: buildings, sections, floors and lots',
        querystring: ProjectQuery,
        response: { 200: described('The project with every lot on its plan.', ref(GenplanProject)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const head = found(await projectHead(ctx.db, { slug: request.query.project }));
      return toGenplanProject(head, await loadTree(ctx.db, { projectId: head.id }, true));
    },
  );

  app.get('/api/genplan/specs/', { schema: { summary: 'The legend of the chess-board', response: { 200: described('Statuses with colours, and kinds.', ref(GenplanSpecs)) } } }, async () => ({
    statuses: LOT_STATUSES.map((value) => ({ value, label: statusLabels[value], color: STATUS_COLORS[value] })),
    kinds: LOT_KINDS.map((value) => ({ value, label: kindLabels[value] })),
  }));

  app.get(
    '/api/genplan/facets/',
    {
      schema: {
        summary: 'A project’s lots by status and kind',
        querystring: ProjectQuery,
        response: { 200: described('The counts.', ref(GenplanFacets)), ...errorResponses(404) },
      },
    },
    async (request) => found(await genplanFacets(ctx.db, request.query.project)),
  );

  app.get(
    '/api/genplan/projects/',
    { schema: { summary: 'The master plans of the projects', querystring: Query(cityQuery), response: { 200: described('Projects with their buildings.', Type.Array(ref(GenplanProject))) } } },
    async (request) => genplanProjects(ctx.db, (await readCity(ctx.db, request.query.city))?.id),
  );

  app.get(
    '/api/genplan/projects/:slug/',
    { schema: { summary: 'A project’s master plan', params: SlugParams, response: { 200: described('The project with its buildings and sections.', ref(GenplanProject)) } } },
    async (request) => {
      const head = found(await projectHead(ctx.db, { slug: request.params.slug }));
      return toGenplanProject(head, await loadTree(ctx.db, { projectId: head.id }, false));
    },
  );

  app.get(
    '/api/genplan/buildings/:id/',
    { schema: { summary: 'A building with its sections, floors and lots', params: IdParams, response: { 200: described('The building.', ref(GenplanBuilding)) } } },
    async (request) => found((await loadTree(ctx.db, { buildingId: request.params.id }, true))[0]),
  );

  app.get(
    '/api/genplan/sections/:id/',
    { schema: { summary: 'A section with its floors and lots', params: IdParams, response: { 200: described('The section.', ref(GenplanSection)) } } },
    async (request) => found((await loadTree(ctx.db, { sectionId: request.params.id }, true))[0]?.sections?.[0]),
  );

  app.get(
    '/api/genplan/floors/:id/',
    { schema: { summary: 'A floor with its lots', params: IdParams, response: { 200: described('The floor.', ref(GenplanFloorDetail)) } } },
    async (request) => {
      const [building] = await loadTree(ctx.db, { floorId: request.params.id }, true);
      const section = building?.sections?.[0];
      const floor = section?.floors[0];
      if (!building || !section || !floor) throw notFound();
      const head = found(await projectOfBuilding(ctx.db, building.id));
      return {
        ...floor,
        lots: floor.lots ?? [],
        project: { id: head.id, slug: head.slug, name: head.name },
        building: { id: building.id, name: building.name },
        section: { id: section.id, number: section.number },
      };
    },
  );
});
