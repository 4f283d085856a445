import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { AppContext } from '../../appContext';
import { feature } from '../../http/feature';
import { notFound, validationError } from '../../http/errors';
import { paginated, readPage } from '../../http/pagination';
import { QueryReader } from '../../http/queryReader';
import { writeAudit } from '../../shared/staff/auditLog';
import { allows } from '../../shared/staff/roles';
import { PageSchema } from '../../shared/staff/staffSchemas';
import type { ContentResource, Row } from './contentResource';
import { CONTENT_RESOURCES } from './resources';
import { columnsOf, deleteRecord, findRecord, insertRecord, listRecords, listTitles, updateRecord } from './resourceSql';

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

const isNullable = (schema: TSchema) => Boolean((schema as { anyOf?: TSchema[] }).anyOf?.some((member) => (member as { type?: string }).type === 'null'));

/** What a create takes: every field, nullable ones optional; unknown keys are dropped (read-only columns, the id). */
function createBody(resource: ContentResource): TSchema {
  return Type.Object(
    Object.fromEntries(Object.entries(resource.fields).map(([name, schema]) => [name, isNullable(schema) ? Type.Optional(schema) : schema])),
    { additionalProperties: false },
  );
}

function updateBody(resource: ContentResource): TSchema {
  return Type.Object(Object.fromEntries(Object.entries(resource.fields).map(([name, schema]) => [name, Type.Optional(schema)])), { additionalProperties: false });
}

function recordSchema(resource: ContentResource): TSchema {
  return Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), ...columnsOf(resource) }, { additionalProperties: true });
}

/** What the back office builds its menu and forms from: the resources this role may edit, with their fields. */
function describe(resource: ContentResource) {
  const { name, label, key, title, permission, create, update, remove, filters = [] } = resource;
  return { name, label, key, title, permission, create, update, remove, filters, fields: resource.fields, read_only: resource.readOnly ?? {} };
}

const IdParams = Type.Object({ id: Type.String({ maxLength: 100, pattern: '^[0-9A-Za-z._-]+$' }) });

/**
 * The content the back office edits, one set of routes per resource under `/api/admin/content/{name}/`: list (with
 * `?limit&offset&q` and the resource's filters), read, create, update, delete as the resource allows. Every write
 * runs in a transaction that records it in the audit log (before and after) and bumps the resource's data version,
 * so the site's caches, documents, feeds and sitemaps show it within the freshness bound.
 */
export const contentRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('/api/admin/resources/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'The resources the signed-in role may edit, with their fields', response: { 200: Type.Array(Type.Record(Type.String(), Type.Unknown())) } },
  }, async (request) => CONTENT_RESOURCES.filter((resource) => allows(request.staff!.role, resource.permission)).map(describe));

  routes.get('/api/admin/references/:resource/', {
    config: { staff: 'signedIn' },
    schema: {
      
      summary: 'Titles of a resource’s records, to choose one in a form',
      params: Type.Object({ resource: Type.Enum(CONTENT_RESOURCES.map((resource) => resource.name)) }),
      response: { 200: Type.Array(Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), title: Type.String() })) },
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
    schema: { summary: `${resource.label}: list`, response: { 200: PageSchema(record) } },
  }, async (request) => {
    const query = QueryReader.of(request.query);
    const page = readPage(query);
    const filters = Object.fromEntries((resource.filters ?? []).flatMap((name) => {
      const value = query.one(name);
      return value ? [[name, value]] : [];
    }));
    const search = query.one('q')?.slice(0, 100);
    query.check();
    const { count, rows } = await listRecords(ctx.db, resource, { ...page, filters, search });
    return paginated(request, page, count, rows);
  });

  routes.get(`${base}:id/`, {
    config,
    schema: { summary: `${resource.label}: one`, params: IdParams, response: { 200: record } },
  }, async (request) => {
    const row = await findRecord(ctx.db, resource, request.params.id);
    if (!row) throw notFound();
    return row;
  });

  if (resource.create) {
    routes.post(base, {
      config,
      schema: { summary: `${resource.label}: create`, body: createBody(resource), response: { 201: record } },
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
      schema: { summary: `${resource.label}: change`, params: IdParams, body: updateBody(resource), response: { 200: record } },
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
      schema: { summary: `${resource.label}: delete`, params: IdParams },
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
