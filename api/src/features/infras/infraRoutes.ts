import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { cityQuery, IdParams, Query, SlugParams } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { cityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { LotProjectRef } from '../../shared/schemas/commonSchemas';
import { categories, getPoint, listPoints, pointProjects } from './infraRepository';
import { CategoryListQuery, CategoryQuery, InfraCategory, InfraPoint, PointQuery } from './infraSchemas';

/** Infrastructure points and categories around the projects (map pins). */
export const infraRoutes = feature({ tag: 'Infrastructure' }, async (app, { ctx }) => {
  app.get(
    '/api/infras/',
    { schema: { summary: 'Places around the projects', querystring: PointQuery, response: { 200: described('A page of places.', Paginated(ref(InfraPoint))) } } },
    async (request) => {
      const page = readPage(request.query);
      const conditions = await cityProjectFilter(ctx.db, request.query, 'p.city_id');
      const { count, results } = await listPoints(ctx.db, conditions, request.query.category ?? [], page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/infras/projects/',
    { schema: { summary: 'Projects with places around them', querystring: Query(cityQuery), response: { 200: described('The projects.', Type.Array(ref(LotProjectRef))) } } },
    async (request) => pointProjects(ctx.db, (await readCity(ctx.db, request.query.city))?.id),
  );

  app.get(
    '/api/infras/:id/',
    { schema: { summary: 'One place', params: IdParams, response: { 200: described('The place.', ref(InfraPoint)) } } },
    async (request) => {
      const point = await getPoint(ctx.db, request.params.id);
      if (!point) throw notFound();
      return point;
    },
  );

  app.get(
    '/api/infras_categories/',
    { schema: { summary: 'Categories of places', querystring: CategoryListQuery, response: { 200: described('A page of categories (100 by default).', Paginated(ref(InfraCategory))) } } },
    async (request) => {
      const page = readPage(request.query, 100);
      const rows = await categories(ctx.db, request.query.project ?? []);
      return paginated(request, page, rows.length, rows.slice(page.offset, page.offset + page.limit));
    },
  );

  app.get(
    '/api/infras_categories/:slug/',
    { schema: { summary: 'One category of places', params: SlugParams, querystring: CategoryQuery, response: { 200: described('The category.', ref(InfraCategory)) } } },
    async (request) => {
      const [category] = await categories(ctx.db, request.query.project ?? [], request.params.slug);
      if (!category) throw notFound();
      return category;
    },
  );
});
