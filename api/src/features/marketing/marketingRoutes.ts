import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { readCity } from '../../shared/cities/cityParam';
import { cityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { listPromos, listSelectionCards } from './marketingRepository';
import { CardQuery, Promo, PromoQuery, SelectionCard } from './marketingSchemas';

/** Selection cards with live counts, and promos. */
export const marketingRoutes = feature({ tag: 'Marketing' }, async (app, { ctx }) => {
  app.get(
    '/api/selection_cards/',
    { schema: { summary: 'Ready-made selections with live counts', querystring: CardQuery, response: { 200: described('A page of selection cards.', Paginated(ref(SelectionCard))) } } },
    async (request) => {
      const city = await readCity(ctx.db, request.query.city);
      const page = readPage(request.query);
      const { count, results } = await listSelectionCards(ctx.db, city?.id, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/promo/',
    { schema: { summary: 'Promotions', querystring: PromoQuery, response: { 200: described('A page of promotions.', Paginated(ref(Promo))) } } },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listPromos(ctx.db, await cityProjectFilter(ctx.db, request.query, 'm.city_id'), page);
      return paginated(request, page, count, results);
    },
  );
});
