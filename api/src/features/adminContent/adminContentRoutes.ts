import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../appContext';
import { feature } from '../../http/feature';
import { notFound, validationError } from '../../http/errors';
import { paginated, readPage } from '../../http/pagination';
import { described, errorResponses, NoContent, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { writeAudit } from '../../shared/staff/auditLog';
import { allows } from '../../shared/staff/roles';
import type { ContentResource, Row } from './contentResource';
import { CONTENT_RESOURCES } from './resources';
import { deleteRecord, findRecord, insertRecord, listRecords, listTitles, updateRecord } from './adminContentRepository';
import { AdminReference, AdminResource, createBody, listQuery, recordSchema, RecordIdParams, ReferenceParams, updateBody } from './adminContentSchemas';

const dbMessages = {
  reference: 'Выберите существующую запись.',
  unique: 'Запись с таким значением уже есть.',
};

/** A foreign key or unique violation is the request's fault: 400 on the column PostgreSQL names. */
function refusedByDatabase(error: unknown): never {
  const { code, detail, column } = (error ?? {}) as { code?: string; detail?: string; column?: string };
  const named = column ?? /\(([\w]+)\)/.exec(detail ?? '')?.[1] ?? 'non_field_errors';
  if (code === '23503') throw validationError({ [named]: [dbMessages.reference] });
  if (code === '23505') throw validationError({ [named]: [dbMessages.unique] });
  throw error;
}

/** What the back office builds its menu and forms from: a resource with its fields. */
function describe(resource: ContentResource): AdminResource {
  const { name, label, key, title, permission, create, update, remove, filters = [] } = resource;
  return { name, label, key, title, permission, create, update, remove, filters, fields: resource.fields, read_only: resource.readOnly ?? {} };
}

/**
 * The content the back office edits, one set of routes per resource under `/api/admin/content/{name}/`: list (with
 * `?limit&offset&q` and the resource's filters), read, create, update, delete as the resource allows. Every write
 * runs in a transaction that records it in the audit log (before and after) and bumps the resource's data version,
 * so the site's caches, documents, feeds and sitemaps show it within the freshness bound.
 */
export const adminContentRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get('/api/admin/resources/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'The resources the signed-in role may edit, with their fields', response: { 200: described('In the menu’s order.', Type.Array(ref(AdminResource))) } },
  }, async (request) => CONTENT_RESOURCES.filter((resource) => allows(request.staff!.role, resource.permission)).map(describe));

  app.get('/api/admin/references/:resource/', {
    config: { staff: 'signedIn' },
    schema: {
      summary: 'Titles of a resource’s records, to choose one in a form',
      params: ReferenceParams,
      response: { 200: described('Up to 1,000, in the resource’s order.', Type.Array(ref(AdminReference))) },
    },
  }, async (request) => (await listTitles(ctx.db, CONTENT_RESOURCES.find((resource) => resource.name === request.params.resource)!)) as { id: number | string; title: string }[]);

  for (const resource of CONTENT_RESOURCES) registerResource(app, ctx, resource);
});

function registerResource(app: FastifyInstance, ctx: AppContext, resource: ContentResource): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/api/admin/content/${resource.name}/`;
  const config = { staff: resource.permission };
  const record = recordSchema(resource);

  routes.get(base, {
    config,
    schema: { summary: `${resource.label}: list`, querystring: listQuery(resource), response: { 200: described('A page of records.', Paginated(record)) } },
  }, async (request) => {
    const { q: search, limit, offset, ...filters } = request.query as Record<string, string | undefined> & { limit?: number; offset?: number };
    const page = readPage({ limit, offset });
    const chosen = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const { count, rows } = await listRecords(ctx.db, resource, { ...page, filters: chosen, search });
    return paginated(request, page, count, rows);
  });

  routes.get(`${base}:id/`, {
    config,
    schema: { summary: `${resource.label}: one`, params: RecordIdParams, response: { 200: described('The record.', record) } },
  }, async (request) => {
    const row = await findRecord(ctx.db, resource, request.params.id);
    if (!row) throw notFound();
    return row;
  });

  if (resource.create) {
    routes.post(base, {
      config,
      schema: { summary: `${resource.label}: create`, body: createBody(resource), response: { 201: described('Created.', record) } },
    }, async (request, reply) => {
      const created = await ctx.dataVersion.change(resource.scope, async (tx) => {
        const values = resource.prepare ? await resource.prepare(request.body as Row, { tx, now: ctx.now(), id: undefined }) : (request.body as Row);
        const id = await insertRecord(tx, resource, values).catch(refusedByDatabase);
        const row = (await findRecord(tx, resource, id))!;
        await resource.afterCreate?.(tx, row);
        await writeAudit(tx, request, { action: 'create', resource: resource.name, recordId: String(id), after: row });
        return row;
      });
      return reply.status(201).send(created);
    });
  }

  if (resource.update) {
    routes.put(`${base}:id/`, {
      config,
      schema: { summary: `${resource.label}: change`, params: RecordIdParams, body: updateBody(resource), response: { 200: described('The record as changed.', record) } },
    }, async (request) => {
      return ctx.dataVersion.change(resource.scope, async (tx) => {
        const before = await findRecord(tx, resource, request.params.id, true);
        if (!before) throw notFound();
        const merged = { ...before, ...(request.body as Row) };
        const prepared = resource.prepare ? await resource.prepare(merged, { tx, now: ctx.now(), id: before.id }) : merged;
        const changes = Object.fromEntries(Object.entries(prepared).filter(([name]) => name in resource.fields || !(name in before)));
        await updateRecord(tx, resource, request.params.id, changes).catch(refusedByDatabase);
        const after = (await findRecord(tx, resource, request.params.id))!;
        await writeAudit(tx, request, { action: 'update', resource: resource.name, recordId: request.params.id, before, after });
        return after;
      });
    });
  }

  if (resource.remove) {
    routes.delete(`${base}:id/`, {
      config,
      schema: { summary: `${resource.label}: delete`, params: RecordIdParams, response: { 204: NoContent, ...errorResponses(400) } },
    }, async (request, reply) => {
      await ctx.dataVersion.change(resource.scope, async (tx) => {
        const before = await findRecord(tx, resource, request.params.id, true);
        if (!before) throw notFound();
        await deleteRecord(tx, resource, request.params.id).catch(refusedByDatabase);
        await writeAudit(tx, request, { action: 'delete', resource: resource.name, recordId: request.params.id, before });
      });
      return reply.status(204).send();
    });
  }
}
