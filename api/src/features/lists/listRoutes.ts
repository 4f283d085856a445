import { Type } from 'typebox';
import { kindLabels, LOT_KINDS } from '../../domain/lotVocabulary';
import { notFound, validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { DEFAULT_LIMIT, MAX_LIMIT, paginated, readPage } from '../../http/pagination';
import { IdParams } from '../../http/schema/params';
import { described, errorResponses, NoContent, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { SqlParams } from '../../http/sqlParams';
import { readCity } from '../../shared/cities/cityParam';
import { LotCard } from '../../shared/lots/lotSchemas';
import { ListSpecs } from '../../shared/schemas/commonSchemas';
import { ensureVisitorId, findVisitorId } from '../../shared/session/visitor';
import { differences } from './differences';
import { addToList, clearList, LIST_LIMIT, listedLots, listFacets, listPage, listSize, lotCity, removeFromList, similarToCompared, statistics } from './listRepository';
import { AddBody, CityQuery, ComparisonDifferences, ListChange, ListedLot, ListFacets, ListQuery, ListStatistics, SimilarQuery } from './listSchemas';

const NAMES = { favorites: 'favourites', comparisons: 'comparison list' } as const;

/** Favourites and comparisons: both belong to the visitor's session and share every endpoint. */
export const listRoutes = feature({ tag: 'Favourites and comparisons', session: true }, async (app, { ctx }) => {
  for (const list of ['favorites', 'comparisons'] as const) {
    const base = `/api/${list}`;
    const name = NAMES[list];

    app.get(
      `${base}/`,
      { schema: { summary: `The visitor’s ${name}`, querystring: ListQuery, response: { 200: described('A page of lots, the last added first.', Paginated(ref(ListedLot))) } } },
      async (request) => {
        const city = await readCity(ctx.db, request.query.city);
        const page = readPage(request.query);
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId === null) return paginated(request, page, 0, []);
        const { count, results } = await listPage(ctx.db, list, visitorId, { ...(city && { cityId: city.id }), kinds: [...new Set(request.query.kind ?? [])] }, page);
        return paginated(request, page, count, results);
      },
    );

    app.get(
      `${base}/statistics/`,
      { schema: { summary: `Lot ids and counts of the ${name}`, querystring: CityQuery, response: { 200: described('The ids (of the city) and the counts per city.', ref(ListStatistics)) } } },
      async (request) => {
        const city = await readCity(ctx.db, request.query.city);
        return statistics(ctx.db, list, await findVisitorId(ctx.db, request), city?.slug ?? null);
      },
    );

    app.get(
      `${base}/facets/`,
      { schema: { summary: `Facets of the ${name}`, querystring: CityQuery, response: { 200: described('Lots per kind.', ref(ListFacets)) } } },
      async (request) => {
        const city = await readCity(ctx.db, request.query.city);
        const visitorId = await findVisitorId(ctx.db, request);
        return visitorId === null ? { count: 0, options: { kind: [] } } : listFacets(ctx.db, list, visitorId, city?.id);
      },
    );

    app.get(`${base}/specs/`, { schema: { summary: `The filters of the ${name}`, response: { 200: described('The filters.', ref(ListSpecs)) } } }, async () => ({
      filters: [{ name: 'kind', kind: 'multi' as const, label: 'Тип', options: LOT_KINDS.map((value) => ({ value, label: kindLabels[value] })) }],
      ordering: [{ value: '-added_at', label: 'Сначала добавленные недавно' }],
      default_ordering: '-added_at',
      page_size: DEFAULT_LIMIT,
      max_page_size: MAX_LIMIT,
    }));

    for (const url of [`${base}/`, `${base}/create/`]) {
      app.post(
        url,
        {
          schema: {
            summary: `Add a lot to the ${name}`,
            description: `201 when added, 200 when it was there already; at most ${LIST_LIMIT} lots.`,
            body: AddBody,
            response: { 200: described('It was there already.', ref(ListChange)), 201: described('Added.', ref(ListChange)) },
          },
        },
        async (request, reply) => {
          const lotId = request.body.property;
          const city = await lotCity(ctx.db, lotId);
          if (city === null) throw validationError({ property: [`Недопустимый первичный ключ «${lotId}» — объект не существует.`] });
          const visitorId = await ensureVisitorId(ctx.db, request);
          if ((await listSize(ctx.db, list, visitorId)) >= LIST_LIMIT) throw validationError({ property: [`В списке может быть не больше ${LIST_LIMIT} объектов.`] });
          const created = await addToList(ctx.db, list, visitorId, lotId);
          return reply.status(created ? 201 : 200).send({ property: lotId, created, statistics: await statistics(ctx.db, list, visitorId, city) });
        },
      );
    }

    app.post(
      `${base}/clear/`,
      { schema: { summary: `Empty the ${name} (of one city)`, querystring: CityQuery, response: { 204: NoContent } } },
      async (request, reply) => {
        const city = await readCity(ctx.db, request.query.city);
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId !== null) await clearList(ctx.db, list, visitorId, city?.id ?? null);
        return reply.status(204).send();
      },
    );

    if (list === 'comparisons') {
      app.get(
        `${base}/show_differences/`,
        { schema: { summary: 'The comparison table', querystring: CityQuery, response: { 200: described('The lots and one row per field.', ref(ComparisonDifferences)) } } },
        async (request) => {
          const city = await readCity(ctx.db, request.query.city);
          const visitorId = await findVisitorId(ctx.db, request);
          if (visitorId === null) return { properties: [], rows: [] };
          const params = new SqlParams();
          return differences(await listedLots(ctx.db, list, visitorId, city ? `l.city_id = ${params.add(city.id)}` : 'true', params));
        },
      );

      app.get(
        `${base}/similar_flats/`,
        { schema: { summary: 'Flats like the compared ones', querystring: SimilarQuery, response: { 200: described('Similar flats.', Type.Array(ref(LotCard))) } } },
        async (request) => {
          const city = await readCity(ctx.db, request.query.city);
          const visitorId = await findVisitorId(ctx.db, request);
          return visitorId === null ? [] : similarToCompared(ctx.db, visitorId, city?.id, request.query.limit ?? 8);
        },
      );
    }

    app.get(
      `${base}/:id/`,
      { schema: { summary: `One lot of the ${name}`, params: IdParams, response: { 200: described('The lot.', ref(ListedLot)) } } },
      async (request) => {
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId === null) throw notFound();
        const params = new SqlParams();
        const [lot] = await listedLots(ctx.db, list, visitorId, `l.id = ${params.add(request.params.id)}`, params);
        if (!lot) throw notFound();
        return lot;
      },
    );

    app.delete(
      `${base}/:id/`,
      { schema: { summary: `Remove a lot from the ${name}`, params: IdParams, response: { 204: NoContent, ...errorResponses(404) } } },
      async (request, reply) => {
        const visitorId = await findVisitorId(ctx.db, request);
        if (visitorId === null || !(await removeFromList(ctx.db, list, visitorId, request.params.id))) throw notFound();
        return reply.status(204).send();
      },
    );
  }
});
