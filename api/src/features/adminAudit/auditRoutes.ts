import { feature } from '../../http/feature';
import { paginated, readPage } from '../../http/pagination';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { listAudit } from './auditRepository';
import { AuditEntry, AuditQuery } from './auditSchemas';

/** The audit log (the `admin` role): who changed what and when, with the record before and after; newest first. */
export const auditRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get(
    '/api/admin/audit/',
    {
      config: { staff: 'staff' },
      schema: { summary: 'The audit log', querystring: AuditQuery, response: { 200: described('A page of entries, newest first.', Paginated(ref(AuditEntry))) } },
    },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listAudit(ctx.db, request.query, page);
      return paginated(request, page, count, results);
    },
  );
});
