import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { feature } from '../../http/feature';
import { notFound } from '../../http/errors';
import { paginated } from '../../http/pagination';
import { PageSchema } from '../../shared/staff/staffSchemas';

const LotSchema = Type.Object({
  id: Type.Integer(),
  external_id: Type.Union([Type.String(), Type.Null()]),
  kind: Type.String(),
  project: Type.String(),
  building: Type.String(),
  number: Type.String(),
  floor: Type.Integer(),
  rooms: Type.Union([Type.Integer(), Type.Null()]),
  area: Type.Number(),
  price: Type.Integer(),
  old_price: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.String(),
  held_until: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String(),
});
const ImportSchema = Type.Object({ id: Type.Integer(), at: Type.String(), source: Type.String(), format: Type.String(), changed: Type.Boolean(), report: Type.Unknown() });
const HistorySchema = Type.Array(Type.Object({
  changed_at: Type.String(),
  price: Type.Integer(),
  old_price: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.String(),
  previous_price: Type.Union([Type.Integer(), Type.Null()]),
  previous_status: Type.Union([Type.String(), Type.Null()]),
}));

const LotDetailSchema = Type.Object({ ...LotSchema.properties, history: HistorySchema });

const SELECT = `select l.id, l.external_id, l.kind, p.name as project, b.name as building, l.number, l.floor, l.rooms, l.area::float8 as area,
       l.price, l.old_price, l.status, l.held_until, l.updated_at
  from lots l join projects p on p.id = l.project_id join buildings b on b.id = l.building_id`;

const iso = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]));


/**
 * Lots as the sales system's imports left them (the `sales` role, read only: prices and statuses are the import's),
 * each with its price and status history, and the history of imports.
 */
export const lotRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('/api/admin/lots/', {
    config: { staff: 'lots' },
    schema: {
      summary: 'Lots (read only)',
      querystring: Type.Object({
        project_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
        status: Type.Optional(Type.Enum(['free', 'booked', 'sold'])),
        q: Type.Optional(Type.String({ maxLength: 100 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
      }),
      response: { 200: PageSchema(LotSchema) },
    },
  }, async (request) => {
    const { project_id: projectId, status, q, limit = 20, offset = 0 } = request.query;
    const params: unknown[] = [];
    const where = ['true'];
    if (projectId) where.push(`l.project_id = $${params.push(projectId)}`);
    if (status) where.push(`l.status = $${params.push(status)}`);
    if (q) where.push(`(l.number = $${params.push(q)} or l.external_id = $${params.length} or l.id::text = $${params.length})`);
    const condition = where.join(' and ');
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from lots l where ${condition}`, params);
    const { rows } = await ctx.db.query<Record<string, unknown>>(`${SELECT} where ${condition} order by l.id limit ${limit} offset ${offset}`, params);
    return paginated(request, { limit, offset }, counted.rows[0]?.count ?? 0, rows.map(iso) as Static<typeof LotSchema>[]);
  });

  routes.get('/api/admin/lots/:id/', {
    config: { staff: 'lots' },
    schema: {
      summary: 'One lot with its price and status history',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: LotDetailSchema },
    },
  }, async (request) => {
    const { rows } = await ctx.db.query<Record<string, unknown>>(`${SELECT} where l.id = $1`, [request.params.id]);
    if (!rows[0]) throw notFound();
    const history = await ctx.db.query<Record<string, unknown>>(
      'select changed_at, price, old_price, status, previous_price, previous_status from lot_price_history where lot_id = $1 order by changed_at desc, id desc limit 500',
      [request.params.id],
    );
    return { ...iso(rows[0]), history: history.rows.map(iso) } as Static<typeof LotDetailSchema>;
  });

  routes.get('/api/admin/imports/', {
    config: { staff: 'lots' },
    schema: {
      summary: 'Catalogue imports, newest first',
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) }),
      response: { 200: PageSchema(ImportSchema) },
    },
  }, async (request) => {
    const { limit = 20, offset = 0 } = request.query;
    const { rows } = await ctx.db.query<Record<string, unknown> & { count: number }>(
      'select id::int as id, at, source, format, changed, report, count(*) over ()::int as count from catalogue_imports order by at desc, id desc limit $1 offset $2',
      [limit, offset],
    );
    return paginated(request, { limit, offset }, rows[0]?.count ?? 0, rows.map(({ count: _count, ...row }) => iso(row)) as Static<typeof ImportSchema>[]);
  });
});
