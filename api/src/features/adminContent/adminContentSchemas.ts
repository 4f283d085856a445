import { Type, type Static, type TSchema } from 'typebox';
import { Query, pageQuery } from '../../http/schema/params';
import { component } from '../../http/schema/types';
import type { ContentResource } from './contentResource';
import { CONTENT_RESOURCES } from './resources';

/** What the back office builds its menu and forms from: a resource the role may edit, with its fields' schemas. */
export const AdminResource = component(
  'AdminResource',
  Type.Object({
    name: Type.String({ description: 'Its path: `/api/admin/content/{name}/`.' }),
    label: Type.String(),
    key: Type.String({ description: 'The key column: `id`, `city_id` (one record per city) or a text key.' }),
    title: Type.String({ description: 'The field that names a record.' }),
    permission: Type.String(),
    create: Type.Boolean(),
    update: Type.Boolean(),
    remove: Type.Boolean(),
    filters: Type.Array(Type.String(), { description: 'Fields a list may be filtered by (`?city_id=1`).' }),
    fields: Type.Record(Type.String(), Type.Unknown(), { description: 'The editable fields as JSON Schema; `title` is the label, `x-widget` the input, `x-reference` a resource to choose from, `x-labels` the labels of choices.' }),
    read_only: Type.Record(Type.String(), Type.Unknown(), { description: 'Fields shown but not written here.' }),
  }),
);
export type AdminResource = Static<typeof AdminResource>;

export const AdminReference = component(
  'AdminReference',
  Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), title: Type.String() }),
);

export const ReferenceParams = Type.Object({ resource: Type.Union(CONTENT_RESOURCES.map((resource) => Type.Literal(resource.name))) });

export const RecordIdParams = Type.Object({ id: Type.String({ maxLength: 100, pattern: '^[0-9A-Za-z._-]+$' }) });

/** A resource's list: a page, a search in its title, and its filters (values compared as text). */
export function listQuery(resource: ContentResource) {
  const filters = Object.fromEntries((resource.filters ?? []).map((name) => [name, Type.String({ maxLength: 100 })]));
  return Query({ q: Type.String({ maxLength: 100, description: 'Part of the title.' }), ...pageQuery, ...filters });
}

const isNullable = (schema: TSchema) => Boolean((schema as { anyOf?: TSchema[] }).anyOf?.some((member) => (member as { type?: string }).type === 'null'));

/** What a create takes: every field, nullable ones optional; unknown keys are dropped (read-only columns, the id). */
export function createBody(resource: ContentResource): TSchema {
  return Type.Object(
    Object.fromEntries(Object.entries(resource.fields).map(([name, schema]) => [name, isNullable(schema) ? Type.Optional(schema) : schema])),
    { additionalProperties: false },
  );
}

/** What a change takes: any of the fields. */
export function updateBody(resource: ContentResource): TSchema {
  return Type.Object(Object.fromEntries(Object.entries(resource.fields).map(([name, schema]) => [name, Type.Optional(schema)])), { additionalProperties: false });
}

/** A record as the API answers it: its key as `id`, every column. */
export function recordSchema(resource: ContentResource): TSchema {
  return Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), ...resource.readOnly, ...resource.fields }, { additionalProperties: true });
}
