import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { feature } from '../../http/feature';
import { paginated } from '../../http/pagination';
import { PageSchema } from '../../shared/staff/staffSchemas';

/** The columns a list may be filtered by (named here, never taken from the request). */
const FILTERS = ['resource', 'record_id', 'staff_email', 'action'] as const;

const EntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  staff_email: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  record_id: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
});

/** The audit log (the `admin` role): who changed what and when, with the record before and after; newest first. */
export const auditRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/api/admin/audit/', {
    config: { staff: 'staff' },
    schema: {
      
      summary: 'The audit log',
      querystring: Type.Object({
        resource: Type.Optional(Type.String({ maxLength: 60 })),
        record_id: Type.Optional(Type.String({ maxLength: 100 })),
        staff_email: Type.Optional(Type.String({ maxLength: 254 })),
        action: Type.Optional(Type.String({ maxLength: 20 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
      }),
      response: { 200: PageSchema(EntrySchema) },
    },
  }, async (request) => {
    const { limit = 20, offset = 0 } = request.query;
    const params: unknown[] = [];
    const where = FILTERS.flatMap((column) => (request.query[column] ? [`${column} = $${params.push(request.query[column])}`] : []));
    const condition = where.length ? where.join(' and ') : 'true';
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from audit_log where ${condition}`, params);
    const { rows } = await ctx.db.query<Record<string, unknown>>(
      `select id::int as id, at, staff_email, action, resource, record_id, before, after, ip from audit_log where ${condition} order by at desc, id desc limit ${limit} offset ${offset}`,
      params,
    );
    return paginated(request, { limit, offset }, counted.rows[0]?.count ?? 0, rows.map((row) => ({ ...row, at: new Date(row.at as Date).toISOString() })) as Static<typeof EntrySchema>[]);
  });
});
