import { validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { ensureVisitorId, findVisitorId } from '../../shared/session/visitor';
import { lotExists, recordView, viewedPage } from './viewedRepository';
import { ViewBody, Viewed, ViewedLot, ViewedQuery } from './viewedSchemas';

/** Recently viewed lots of the visitor. */
export const viewedRoutes = feature({ tag: 'Viewed', session: true }, async (app, { ctx }) => {
  for (const [url, discountedOnly, summary] of [
    ['/api/viewed/', false, 'Lots the visitor has viewed'],
    ['/api/viewed/with_personal_discount/', true, 'Viewed lots that have a discount now'],
  ] as const) {
    app.get(url, { schema: { summary, querystring: ViewedQuery, response: { 200: described('A page of lots, the last viewed first.', Paginated(ref(ViewedLot))) } } }, async (request) => {
      const city = await readCity(ctx.db, request.query.city);
      const page = readPage(request.query);
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null) return paginated(request, page, 0, []);
      const { count, results } = await viewedPage(ctx.db, visitorId, city?.id, discountedOnly, page);
      return paginated(request, page, count, results);
    });
  }

  app.post(
    '/api/viewed/',
    { schema: { summary: 'Record that the visitor viewed a lot', body: ViewBody, response: { 201: described('Recorded.', Viewed) } } },
    async (request, reply) => {
      const lotId = request.body.property;
      if (!(await lotExists(ctx.db, lotId))) throw validationError({ property: [`Недопустимый первичный ключ «${lotId}» — объект не существует.`] });
      await recordView(ctx.db, await ensureVisitorId(ctx.db, request), lotId);
      return reply.status(201).send({ property: lotId });
    },
  );
});
