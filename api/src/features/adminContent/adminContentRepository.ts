import type { TSchema } from 'typebox';
import type { Queryable } from '../../db/db';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';
import type { ContentResource, Row } from './contentResource';
import { isHtml, isJsonb } from './fields';

/** Identifiers come from the resource definitions only (never from a request), so they are safe to splice. */
const quoted = (name: string) => `"${name}"`;

function kindOf(schema: TSchema): { type?: string; format?: string } {
  const own = schema as { type?: string; format?: string; anyOf?: TSchema[] };
  const member = own.anyOf?.find((item) => (item as { type?: string }).type !== 'null');
  return member ? kindOf(member) : own;
}

/** How a column is read: dates as text (no time zone shifts), numerics as numbers. */
function selectColumn(name: string, schema: TSchema): string {
  const { type, format } = kindOf(schema);
  if (format === 'date') return `to_char(${quoted(name)}, 'YYYY-MM-DD') as ${quoted(name)}`;
  if (type === 'number') return `${quoted(name)}::float8 as ${quoted(name)}`;
  return quoted(name);
}

export function columnsOf(resource: ContentResource): Record<string, TSchema> {
  return { ...resource.readOnly, ...resource.fields };
}

function selectList(resource: ContentResource): string {
  const columns = Object.entries(columnsOf(resource)).filter(([name]) => name !== resource.key);
  return [`${quoted(resource.key)} as id`, ...(resource.key === 'id' ? [] : [quoted(resource.key)]), ...columns.map(([name, schema]) => selectColumn(name, schema))].join(', ');
}

/** A row as the API answers it: timestamps as ISO text. */
export function toRecord(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]));
}

export interface ListQuery {
  limit: number;
  offset: number;
  filters: Record<string, string>;
  search?: string;
}

export async function listRecords(db: Queryable, resource: ContentResource, query: ListQuery): Promise<{ count: number; rows: Row[] }> {
  const params: unknown[] = [];
  const where = ['true'];
  for (const [name, value] of Object.entries(query.filters)) {
    params.push(value);
    where.push(`${quoted(name)}::text = $${params.length}`);
  }
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`${quoted(resource.title)}::text ilike $${params.length}`);
  }
  const condition = where.join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${quoted(resource.table)} where ${condition}`, params);
  const { rows } = await db.query<Row>(
    `select ${selectList(resource)} from ${quoted(resource.table)} where ${condition} order by ${resource.order} limit ${query.limit} offset ${query.offset}`,
    params,
  );
  return { count: counted.rows[0]?.count ?? 0, rows: rows.map(toRecord) };
}

export async function findRecord(db: Queryable, resource: ContentResource, id: unknown, lock = false): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `select ${selectList(resource)} from ${quoted(resource.table)} where ${quoted(resource.key)}::text = $1${lock ? ' for update' : ''}`,
    [String(id)],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The titles of every record, to choose one in a form (small tables: cities, projects, offices, categories). */
export async function listTitles(db: Queryable, resource: ContentResource): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `select ${quoted(resource.key)} as id, ${quoted(resource.title)}::text as title from ${quoted(resource.table)} order by ${resource.order} limit 1000`,
  );
  return rows;
}

/** A value as its column takes it: editorial HTML sanitised, jsonb as JSON text. */
function columnValue(schema: TSchema, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isHtml(schema)) return sanitizeEditorialHtml(String(value));
  if (isJsonb(schema)) return JSON.stringify(value);
  return value;
}

function written(resource: ContentResource, values: Row): [string, unknown][] {
  const schemas: Record<string, TSchema | undefined> = resource.fields;
  return Object.entries(values)
    .filter(([name]) => name !== 'id')
    .map(([name, value]) => [name, schemas[name] ? columnValue(schemas[name], value) : value]);
}

export async function insertRecord(tx: Queryable, resource: ContentResource, values: Row): Promise<unknown> {
  const entries = written(resource, values);
  if (resource.key === 'id') {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`admin-insert:${resource.table}`]);
    const { rows } = await tx.query<{ id: number }>(`select coalesce(max(id), 0)::int + 1 as id from ${quoted(resource.table)}`);
    entries.unshift(['id', rows[0]!.id]);
  }
  const { rows } = await tx.query<{ id: unknown }>(
    `insert into ${quoted(resource.table)} (${entries.map(([name]) => quoted(name)).join(', ')})
     values (${entries.map(([name], index) => `$${index + 1}${isJsonb(resource.fields[name] ?? ({} as TSchema)) ? '::jsonb' : ''}`).join(', ')})
     returning ${quoted(resource.key)} as id`,
    entries.map(([, value]) => value),
  );
  return rows[0]!.id;
}

export async function updateRecord(tx: Queryable, resource: ContentResource, id: unknown, values: Row): Promise<void> {
  const entries = written(resource, values);
  if (!entries.length) return;
  await tx.query(
    `update ${quoted(resource.table)} set ${entries
      .map(([name], index) => `${quoted(name)} = $${index + 2}${isJsonb(resource.fields[name] ?? ({} as TSchema)) ? '::jsonb' : ''}`)
      .join(', ')} where ${quoted(resource.key)}::text = $1`,
    [String(id), ...entries.map(([, value]) => value)],
  );
}

export async function deleteRecord(tx: Queryable, resource: ContentResource, id: unknown): Promise<void> {
  await tx.query(`delete from ${quoted(resource.table)} where ${quoted(resource.key)}::text = $1`, [String(id)]);
}
