import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { readPage, sendPage } from '../../http/pagination';
import { cityQuery, IdParams, Int, Query } from '../../http/schema/params';
import { described, errorResponses, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { cityOfList, listCities } from '../../shared/cities/cityParam';
import { contentMemo } from '../../db/contentMemo';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFacetQuery, lotFilters, lotListQuery } from '../../shared/lots/lotFilters';
import { getLot, listLots, listLotsInMemory, lotProjects, projectIds, similarLots } from '../../shared/lots/lotQueries';
import { lotIndex } from '../../shared/lots/memory/lotIndex';
import { keptCard } from '../../shared/lots/memory/lotSnapshot';
import { facetsDependency, listDependency, lotIdDependency, scopeDependency, similarDependency } from '../../shared/lots/lotDependency';
import { LotCard, LotDetail, LotFacets, LotProjectSummary, SelectionScheme } from '../../shared/lots/lotSchemas';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import { LOT_ENDPOINTS } from '../../domain/lotVocabulary';
import { lotFacets } from './lotFacets';
import { memoryFacets } from './memoryFacets';
import { lotSpecs } from './lotSpecs';
import { selectionScheme } from './selectionScheme';

/** What each endpoint lists, for the summaries. */
const WHAT = { flats: 'flats and apartments', commercial: 'commercial premises', parking: 'parking spaces', storage: 'storage rooms' } as const;

const SchemeQuery = Query({
  ...cityQuery,
  project: Type.String({ description: 'Project slug (default: the city’s first project with such lots).' }),
  building: Int({ minimum: 1, description: 'One building only.' }),
});
/** A card's schema, for its serialiser (compiled once per route). */
const CARD = { ...ref(LotCard) };
const SimilarQuery = Query({ limit: Int({ minimum: 1, maximum: 20, description: 'How many, 8 by default.' }) });

/** `/api/flats/`, `/api/commercial/`, `/api/parking/`, `/api/storage/` with specs, facets, projects, detail, similar. */
export const lotRoutes = feature({ tag: 'Lots' }, async (app, { ctx }) => {
  // the cities and the mortgage rates every answer reads, kept per content version
  const cities = contentMemo(ctx.dataVersion, () => listCities(ctx.db));
  const rates = contentMemo(ctx.dataVersion, () => loadRates(ctx.db));
  const cityOf = (slug: string | undefined) => cityOfList(cities, slug);
  // selections and facets from the lots kept in memory; from the database while the versions may be outdated
  const index = lotIndex(ctx.db, ctx.dataVersion, LOT_ENDPOINTS.map((endpoint) => lotEndpoints[endpoint].kinds));
  app.addHook('onClose', async () => index.close());
  for (const endpoint of LOT_ENDPOINTS) {
    const config = lotEndpoints[endpoint];
    const base = `/api/${endpoint}`;
    const what = WHAT[endpoint];

    app.get(
      `${base}/`,
      {
        schema: {
          summary: `List ${what}`,
          description: 'Lots on sale (free and booked) by default; sold ones only with `status=sold`. Filters an endpoint does not understand are ignored.',
          querystring: lotListQuery(config),
          response: { 200: described(`A page of ${what}.`, Paginated(ref(LotCard))) },
        },
      },
      async (request, reply) => {
        const city = await cityOf(request.query.city);
        const page = readPage(request.query);
        const filters = lotFilters(request.query, config, city?.id);
        const ordering = request.query.ordering ?? 'price';
        const encode = (card: LotCard) => reply.serializeInput(card, CARD);
        const snapshot = await index.current();
        const [{ count, results }, projects] = await Promise.all([
          snapshot
            ? listLotsInMemory(ctx.db, snapshot, config, filters, ordering, page, rates, ctx.dataVersion.current('content'), encode)
            : listLots(ctx.db, config, filters, ordering, page, rates).then((list) => ({ ...list, results: list.results.map((card) => keptCard(card, encode)) })),
          projectIds(ctx.db, filters.project),
        ]);
        request.dependsOnLots = listDependency(config, filters, projects, ordering, results.map((kept) => kept.card));
        // the page joined from its cards' JSON, each serialised once while the snapshot keeps it
        return sendPage(request, reply, page, count, results.map((kept) => kept.json));
      },
    );

    app.get(
      `${base}/facets/`,
      {
        schema: {
          summary: `Facets of ${what} under the current filters`,
          querystring: lotFacetQuery(config),
          response: { 200: described('Counts per value, range bounds and flag counts.', ref(LotFacets)) },
        },
      },
      async (request) => {
        const city = await cityOf(request.query.city);
        const filters = lotFilters(request.query, config, city?.id);
        const snapshot = await index.current();
        const [facets, projects] = await Promise.all([snapshot ? memoryFacets(snapshot, config, filters) : lotFacets(ctx.db, config, filters), projectIds(ctx.db, filters.project)]);
        request.dependsOnLots = facetsDependency(config, filters, projects);
        return facets;
      },
    );

    app.get(
      `${base}/specs/`,
      {
        schema: {
          summary: `The filters of ${what}`,
          querystring: Query(cityQuery),
          response: { 200: described('Filters with their options and overall bounds.', ref(ListSpecs)) },
        },
      },
      async (request) => {
        const city = await cityOf(request.query.city);
        request.dependsOnLots = scopeDependency(config, city?.id);
        return lotSpecs(ctx.db, config, city?.id);
      },
    );

    app.get(
      // eslint-disable-next-line site/no-page-paths -- an API route under /api/, not a page
      `${base}/projects/`,
      {
        schema: {
          summary: `Projects with ${what} on sale`,
          querystring: Query(cityQuery),
          response: { 200: described('Projects with their counts and lowest prices.', Type.Array(ref(LotProjectSummary))) },
        },
      },
      async (request) => {
        const city = await cityOf(request.query.city);
        request.dependsOnLots = scopeDependency(config, city?.id);
        return lotProjects(ctx.db, config, city?.id);
      },
    );

    if (endpoint === 'parking' || endpoint === 'storage') {
      app.get(
        `${base}/selection_scheme/`,
        {
          schema: {
            summary: `Underground levels with every one of the ${what} on its plan`,
            querystring: SchemeQuery,
            response: { 200: described('The levels of the project.', ref(SelectionScheme)), ...errorResponses(404) },
          },
        },
        async (request) => {
          const city = await cityOf(request.query.city);
          const { project, building } = request.query;
          request.dependsOnLots = scopeDependency(config, city?.id);
          const scheme = await selectionScheme(ctx.db, endpoint, {
            ...(project !== undefined && { project }),
            ...(building !== undefined && { building }),
            ...(city && { cityId: city.id }),
          });
          if (!scheme) throw notFound();
          return scheme;
        },
      );
    }

    app.get(
      `${base}/:id/`,
      { schema: { summary: `One of the ${what}`, params: IdParams, response: { 200: described('The lot.', ref(LotDetail)) } } },
      async (request) => {
        request.dependsOnLots = lotIdDependency(request.params.id);
        const lot = await getLot(ctx.db, config, request.params.id);
        if (!lot) throw notFound();
        return lot;
      },
    );

    app.get(
      `${base}/:id/similar/`,
      {
        schema: {
          summary: `${what[0]!.toUpperCase()}${what.slice(1)} like this one`,
          description: 'Same type and city, not sold, same rooms (flats) or premise type (commercial), near in price.',
          params: IdParams,
          querystring: SimilarQuery,
          response: { 200: described('Similar lots.', Type.Array(ref(LotCard))) },
        },
      },
      async (request) => {
        const lot = await getLot(ctx.db, config, request.params.id);
        if (!lot) throw notFound();
        request.dependsOnLots = similarDependency(config, lot);
        return similarLots(ctx.db, config, lot, request.query.limit ?? 8);
      },
    );
  }
});
