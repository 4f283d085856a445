import { stringify } from 'csv-stringify/sync';
import { feature } from '../../http/feature';
import { notFound, validationError } from '../../http/errors';
import { paginated, readPage } from '../../http/pagination';
import { CsvDocument, described, errorResponses, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { writeAudit } from '../../shared/staff/auditLog';
import { allLeads, findLead, listLeads, resendLead, toLead } from './adminLeadRepository';
import { AdminLead, LeadFilterQuery, LeadIdParams, LeadListQuery, type LeadFilters } from './adminLeadSchemas';

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
export const adminLeadRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get('/api/admin/leads/', {
    config: { staff: 'leads' },
    schema: { summary: 'Leads, newest first, with their delivery status', querystring: LeadListQuery, response: { 200: described('A page of leads.', Paginated(ref(AdminLead))) } },
  }, async (request) => {
    const { limit, offset, ...rest } = request.query;
    const filters = readFilters(rest);
    const page = readPage({ limit, offset });
    const { count, rows } = await listLeads(ctx.db, filters, page);
    await writeAudit(ctx.db, request, { action: 'read', resource: 'leads', after: { filters, offset: page.offset, ids: rows.map((row) => Number(row.id)) } });
    return paginated(request, page, count, rows.map(toLead));
  });

  app.get('/api/admin/leads/export.csv', {
    config: { staff: 'leads' },
    schema: { summary: 'Leads as CSV (semicolon-separated, UTF-8 with BOM)', querystring: LeadFilterQuery, response: { 200: CsvDocument('Every lead of the filters, oldest first.') } },
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

  app.get('/api/admin/leads/:id/', {
    config: { staff: 'leads' },
    schema: { summary: 'One lead', params: LeadIdParams, response: { 200: described('The lead.', ref(AdminLead)) } },
  }, async (request) => {
    const row = await findLead(ctx.db, request.params.id);
    if (!row) throw notFound();
    await writeAudit(ctx.db, request, { action: 'read', resource: 'leads', recordId: request.params.id });
    return toLead(row);
  });

  app.post('/api/admin/leads/:id/resend/', {
    config: { staff: 'leads' },
    schema: {
      summary: 'Send an undelivered lead again (targets that have it are skipped)',
      params: LeadIdParams,
      response: { 200: described('The lead, queued again.', ref(AdminLead)), ...errorResponses(400) },
    },
  }, async (request) => {
    const row = await findLead(ctx.db, request.params.id);
    if (!row || row.outbox_id === null) throw notFound();
    const queued = await resendLead(ctx.db, Number(row.outbox_id), ctx.now(), (tx) =>
      writeAudit(tx, request, { action: 'resend', resource: 'leads', recordId: request.params.id }),
    );
    if (!queued) throw validationError({ non_field_errors: ['Заявка уже доставлена.'] });
    ctx.outbox.wake();
    return toLead((await findLead(ctx.db, request.params.id))!);
  });
});
