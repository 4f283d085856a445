import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { IdParams } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import type { Queryable } from '../../db/db';
import { getLayout, layoutFacets, layoutSpecs, listLayouts, type LayoutFilters } from './layoutRepository';
import { Layout, LayoutFacets, LayoutFilterQuery, LayoutListQuery } from './layoutSchemas';
import type { LotKind } from '../../domain/lotVocabulary';

async function filtersOf(db: Queryable, query: { city?: string; project?: string[]; kind?: LotKind[]; rooms?: number[] }): Promise<LayoutFilters> {
  const city = await readCity(db, query.city);
  return { ...(city && { cityId: city.id }), project: query.project ?? [], kind: [...new Set(query.kind ?? [])], rooms: query.rooms ?? [] };
}

/** `/api/layouts/`: the layouts of the projects with how many lots of each are on sale. */
export const layoutRoutes = feature({ tag: 'Layouts' }, async (app, { ctx }) => {
  app.get(
    '/api/layouts/',
    { schema: { summary: 'List layouts', querystring: LayoutListQuery, response: { 200: described('A page of layouts.', Paginated(ref(Layout))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listLayouts(ctx.db, await filtersOf(ctx.db, request.query), page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/layouts/facets/',
    { schema: { summary: 'Facets of layouts under the current filters', querystring: LayoutFilterQuery, response: { 200: described('Layouts per value.', ref(LayoutFacets)) } } },
    async (request) => layoutFacets(ctx.db, await filtersOf(ctx.db, request.query)),
  );

  app.get('/api/layouts/specs/', { schema: { summary: 'The filters of layouts', response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () =>
    layoutSpecs(ctx.db),
  );

  app.get(
    '/api/layouts/:id/',
    { schema: { summary: 'One layout', params: IdParams, response: { 200: described('The layout.', ref(Layout)) } } },
    async (request) => {
      const layout = await getLayout(ctx.db, request.params.id);
      if (!layout) throw notFound();
      return layout;
    },
  );
});
