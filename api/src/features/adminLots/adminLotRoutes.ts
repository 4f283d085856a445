import { feature } from '../../http/feature';
import { notFound } from '../../http/errors';
import { paginated, readPage } from '../../http/pagination';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { findLot, listImports, listLots } from './adminLotRepository';
import { AdminLot, AdminLotDetail, AdminLotQuery, CatalogueImportEntry, LotIdParams, PageQuery } from './adminLotSchemas';

/**
 * Lots as the sales system's imports left them (the `sales` role, read only: prices and statuses are the import's),
 * each with its price and status history, and the history of imports.
 */
export const adminLotRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get(
    '/api/admin/lots/',
    { config: { staff: 'lots' }, schema: { summary: 'Lots (read only)', querystring: AdminLotQuery, response: { 200: described('A page of lots.', Paginated(ref(AdminLot))) } } },
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const page = readPage({ limit, offset });
      const { count, results } = await listLots(ctx.db, filters, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/admin/lots/:id/',
    {
      config: { staff: 'lots' },
      schema: { summary: 'One lot with its price and status history', params: LotIdParams, response: { 200: described('The lot.', ref(AdminLotDetail)) } },
    },
    async (request) => {
      const lot = await findLot(ctx.db, request.params.id);
      if (!lot) throw notFound();
      return lot;
    },
  );

  app.get(
    '/api/admin/imports/',
    {
      config: { staff: 'lots' },
      schema: { summary: 'Catalogue imports, newest first', querystring: PageQuery, response: { 200: described('A page of imports.', Paginated(ref(CatalogueImportEntry))) } },
    },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listImports(ctx.db, page);
      return paginated(request, page, count, results);
    },
  );
});
