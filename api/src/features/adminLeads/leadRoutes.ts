import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { stringify } from 'csv-stringify/sync';
import { feature } from '../../http/feature';
import { notFound, validationError } from '../../http/errors';
import { paginated } from '../../http/pagination';
import { resend } from '../../shared/outbox/outboxReport';
import { writeAudit } from '../../shared/staff/auditLog';
import { PageSchema } from '../../shared/staff/staffSchemas';
import { allLeads, DELIVERY_LABELS, findLead, listLeads, toLead, type LeadFilters } from './leadRows';

const LeadSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  type: Type.String(),
  phone: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  site_city: Type.String(),
  utm: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.String(),
  consent_at: Type.String({ format: 'date-time' }),
  consent_version: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  delivery: Type.Enum(Object.keys(DELIVERY_LABELS)),
  delivery_label: Type.String(),
  delivery_attempts: Type.Integer(),
  delivered_to: Type.Array(Type.String()),
  delivery_error: Type.Union([Type.String(), Type.Null()]),
  outbox_id: Type.Union([Type.Integer(), Type.Null()]),
});

const Filters = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 40 })),
  site_city: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
const ListQuery = Type.Object({ ...Filters.properties, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const CSV_COLUMNS = ['id', 'created_at', 'type', 'phone', 'name', 'email', 'comment', 'site_city', 'url', 'utm', 'consent_at', 'consent_version', 'delivery_label'] as const;

/** A spreadsheet must not run a cell as a formula (CSV injection): such a cell starts with an apostrophe. */
const inert = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

function readFilters(query: LeadFilters): LeadFilters {
  if (query.from && query.to && query.from > query.to) throw validationError({ to: ['Дата окончания раньше даты начала.'] });
  return query;
}

/**
 * Leads for the sales team (the `sales` role): the list with each lead's delivery to the CRM, one lead, re-sending
 * an undelivered one, and the CSV export. Personal data: every list page, lead and export is written to the audit log.
 */
export const leadRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('/api/admin/leads/', {
    config: { staff: 'leads' },
    schema: { summary: 'Leads, newest first, with their delivery status', querystring: ListQuery, response: { 200: PageSchema(LeadSchema) } },
  }, async (request) => {
    const { limit = 20, offset = 0, ...rest } = request.query;
    const filters = readFilters(rest);
    const { count, rows } = await listLeads(ctx.db, filters, { limit, offset });
    await writeAudit(ctx.db, request, { action: 'read', resource: 'leads', after: { filters, offset, ids: rows.map((row) => Number(row.id)) } });
    return paginated(request, { limit, offset }, count, rows.map(toLead));
  });

  routes.get('/api/admin/leads/export.csv', {
    config: { staff: 'leads' },
    schema: { summary: 'Leads as CSV (semicolon-separated, UTF-8 with BOM)', querystring: Filters },
  }, async (request, reply) => {
    const filters = readFilters(request.query);
    const lines: string[][] = [];
    for await (const row of allLeads(ctx.db, filters)) {
      const lead = toLead(row);
      lines.push(CSV_COLUMNS.map((column) => inert(lead[column])));
    }
    await writeAudit(ctx.db, request, { action: 'export', resource: 'leads', after: { filters, count: lines.length } });
    reply.header('content-disposition', 'attachment; filename="leads.csv"');
    reply.type('text/csv; charset=utf-8');
    return `\ufeff${stringify([[...CSV_COLUMNS], ...lines], { delimiter: ';' })}`;
  });

  routes.get('/api/admin/leads/:id/', {
    config: { staff: 'leads' },
    schema: { summary: 'One lead', params: IdParams, response: { 200: LeadSchema } },
  }, async (request) => {
    const row = await findLead(ctx.db, request.params.id);
    if (!row) throw notFound();
    await writeAudit(ctx.db, request, { action: 'read', resource: 'leads', recordId: request.params.id });
    return toLead(row);
  });

  routes.post('/api/admin/leads/:id/resend/', {
    config: { staff: 'leads' },
    schema: { summary: 'Send an undelivered lead again (targets that have it are skipped)', params: IdParams, response: { 200: LeadSchema } },
  }, async (request) => {
    const row = await findLead(ctx.db, request.params.id);
    if (!row || row.outbox_id === null) throw notFound();
    const queued = await ctx.db.transaction(async (tx) => {
      const done = await resend(tx, Number(row.outbox_id), ctx.now());
      if (done) await writeAudit(tx, request, { action: 'resend', resource: 'leads', recordId: request.params.id });
      return done;
    });
    if (!queued) throw validationError({ non_field_errors: ['Заявка уже доставлена.'] });
    ctx.outbox.wake();
    return toLead((await findLead(ctx.db, request.params.id))!);
  });
});
