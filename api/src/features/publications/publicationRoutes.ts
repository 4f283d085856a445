import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { SlugParams } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import { PublicationCard, PublicationDetail, type PublicationType } from '../../shared/publications/publicationSchemas';
import { getPublication, listPublications, otherPublications, publicationFacets, publicationSpecs, type PublicationFilters } from './publicationRepository';
import { OtherQuery, PublicationFacets, PublicationFilterQuery, PublicationListQuery } from './publicationSchemas';

/** `/api/publications/`: news and Telegram posts, newest first. */
export const publicationRoutes = feature({ tag: 'Publications' }, async (app, { ctx }) => {
  const filtersOf = async (query: { city?: string; type?: PublicationType[]; for_owners?: boolean; project?: string[]; year?: number[] }): Promise<PublicationFilters> => {
    const city = await readCity(ctx.db, query.city);
    return {
      ...(city && { cityId: city.id }),
      type: [...new Set(query.type ?? [])],
      ...(query.for_owners !== undefined && { forOwners: query.for_owners }),
      project: query.project ?? [],
      year: query.year ?? [],
    };
  };

  app.get(
    '/api/publications/',
    { schema: { summary: 'List publications', querystring: PublicationListQuery, response: { 200: described('A page of publications, newest first.', Paginated(ref(PublicationCard))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listPublications(ctx.db, await filtersOf(request.query), page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/publications/facets/',
    { schema: { summary: 'Facets of publications', querystring: PublicationFilterQuery, response: { 200: described('Publications per type and year.', ref(PublicationFacets)) } } },
    async (request) => publicationFacets(ctx.db, await filtersOf(request.query)),
  );

  app.get('/api/publications/specs/', { schema: { summary: 'The filters of publications', response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () =>
    publicationSpecs(),
  );

  app.get(
    '/api/publications/:slug/',
    { schema: { summary: 'One publication', params: SlugParams, response: { 200: described('The publication with its sanitised body.', ref(PublicationDetail)) } } },
    async (request) => {
      const publication = await getPublication(ctx.db, request.params.slug);
      if (!publication) throw notFound();
      return publication;
    },
  );

  app.get(
    '/api/publications/:slug/other/',
    {
      schema: {
        summary: 'Other publications to read after one',
        params: SlugParams,
        querystring: OtherQuery,
        response: { 200: described('The same city and audience, its type first.', Type.Array(ref(PublicationCard))) },
      },
    },
    async (request) => {
      const others = await otherPublications(ctx.db, request.params.slug, request.query.limit ?? 3);
      if (!others) throw notFound();
      return others;
    },
  );
});
