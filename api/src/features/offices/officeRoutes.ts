import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { cityQuery, Id, Query } from '../../http/schema/params';
import { described, errorResponses, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity, readCityOrDefault } from '../../shared/cities/cityParam';
import { cityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { ListSpecs, LotProjectRef, ViewingOffice } from '../../shared/schemas/commonSchemas';
import { viewingOffice } from '../../shared/leads/viewingOffice';
import { centralOffice, excursionProjects, listExcursions, listOffices, officeFacets, officeSpecs } from './officeRepository';
import { Excursion, ExcursionListQuery, Office, OfficeFacets, OfficeListQuery } from './officeSchemas';

const CityQuery = Query(cityQuery);

/** Offices with their hours, and excursions to show flats and building sites. */
export const officeRoutes = feature({ tag: 'Offices' }, async (app, { ctx }) => {
  app.get(
    '/api/offices/',
    { schema: { summary: 'List sales offices', querystring: OfficeListQuery, response: { 200: described('A page of offices.', Paginated(ref(Office))) } } },
    async (request) => {
      const page = readPage(request.query);
      const conditions = await cityProjectFilter(ctx.db, request.query, 'o.city_id');
      const { count, results } = await listOffices(ctx.db, conditions, request.query.is_central, page);
      return paginated(request, page, count, results);
    },
  );

  app.get('/api/offices/specs/', { schema: { summary: 'The filters of offices', response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () =>
    officeSpecs(ctx.db),
  );

  app.get(
    '/api/offices/facets/',
    { schema: { summary: 'Facets of offices', querystring: CityQuery, response: { 200: described('Offices per project and kind.', ref(OfficeFacets)) } } },
    async (request) => officeFacets(ctx.db, (await readCity(ctx.db, request.query.city))?.id),
  );

  app.get(
    '/api/offices/central/',
    { schema: { summary: 'The central sales office of a city', querystring: CityQuery, response: { 200: described('The office.', ref(Office)), ...errorResponses(404) } } },
    async (request) => {
      const city = await readCityOrDefault(ctx.db, request.query.city);
      const office = city ? await centralOffice(ctx.db, city.id) : null;
      if (!office) throw notFound();
      return office;
    },
  );

  app.get(
    '/api/offices/viewing/',
    {
      schema: {
        summary: 'Where a lot on sale is shown',
        description: 'Its project’s sales office, else its city’s central one; 404 for a lot unknown or sold.',
        querystring: Type.Object({ property: Id }),
        response: { 200: described('The office with its hours.', ref(ViewingOffice)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const office = await viewingOffice(ctx.db, request.query.property);
      if (!office) throw notFound();
      return office;
    },
  );

  app.get(
    '/api/excursions/',
    { schema: { summary: 'List excursions', querystring: ExcursionListQuery, response: { 200: described('A page of excursions.', Paginated(ref(Excursion))) } } },
    async (request) => {
      const page = readPage(request.query);
      const conditions = await cityProjectFilter(ctx.db, request.query, 'e.city_id');
      const { count, results } = await listExcursions(ctx.db, conditions, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/excursions/projects/',
    { schema: { summary: 'Projects with excursions', querystring: CityQuery, response: { 200: described('The projects.', Type.Array(ref(LotProjectRef))) } } },
    async (request) => excursionProjects(ctx.db, (await readCity(ctx.db, request.query.city))?.id),
  );
});
