// Query strings the Django REST way, before the route's schema validates them: empty values are dropped (and every
// value trimmed), a parameter the schema declares as a list stays a list (`rooms=1&rooms=2`, one value is a list of
// one), any other takes its last value; booleans read 'true'/'1'/'yes' and 'false'/'0'/'no', decimals a comma as
// their point. Unknown parameters are left alone (the schemas ignore them).
// Numbers, in a query or a form, are plain decimals only: ajv's coercion would read '1e400' and 'Infinity' as an
// unbounded number and skip the range check, so anything else is handed on as 'NaN', which fails as a type error.
import type { FastifyInstance } from 'fastify';

type Kind = 'list' | 'boolean' | 'integer' | 'number' | 'other';

interface Parameter {
  kind: Kind;
  /** the kind of a list's items */
  item: Kind;
}

interface JsonSchema {
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const TRUE = new Set(['true', '1', 'True', 'yes']);
const FALSE = new Set(['false', '0', 'False', 'no']);

function kindOf(schema: JsonSchema | undefined): Kind {
  const type = [schema?.type].flat();
  if (type.includes('array')) return 'list';
  if (type.includes('boolean')) return 'boolean';
  if (type.includes('integer')) return 'integer';
  if (type.includes('number')) return 'number';
  return 'other';
}

function shapeOf(schema: JsonSchema): Map<string, Parameter> {
  return new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, { kind: kindOf(property), item: kindOf(property.items) }]));
}

const INTEGER = /^-?\d{1,12}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,12})?$/;

function adapt(value: string, kind: Kind): string {
  if (kind === 'boolean') return TRUE.has(value) ? 'true' : FALSE.has(value) ? 'false' : value;
  if (kind === 'integer') return INTEGER.test(value) ? value : 'NaN';
  if (kind === 'number') return DECIMAL.test(value.replace(',', '.')) ? value.replace(',', '.') : 'NaN';
  return value;
}

/** The numeric fields of a form or a path, by the same rule (their other values are left as sent: the rules read them). */
function guardNumbers(body: Record<string, unknown>, shape: Map<string, Parameter>): void {
  for (const [name, parameter] of shape) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    if ((parameter.kind === 'integer' || parameter.kind === 'number') && typeof value === 'string') body[name] = adapt(value.trim(), parameter.kind);
  }
}

/** Rewrites `query` (the parsed query string) in place for the parameters `shape` declares. */
function normalise(query: Record<string, unknown>, shape: Map<string, Parameter>): void {
  for (const [name, parameter] of shape) {
    if (!Object.hasOwn(query, name)) continue;
    const raw = query[name];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((value): value is string => typeof value === 'string').map((value) => value.trim()).filter((value) => value !== '');
    if (values.length === 0) delete query[name];
    else if (parameter.kind === 'list') query[name] = values.map((value) => adapt(value, parameter.item));
    else query[name] = adapt(values[values.length - 1] as string, parameter.kind);
  }
}

/** Normalises every request's query (and the numbers of its path and form) by its route's schemas, before validation. */
export function registerQueryShape(app: FastifyInstance): void {
  const shapes = new WeakMap<object, Map<string, Parameter>>();
  const shapeFor = (schema: JsonSchema) => {
    let shape = shapes.get(schema);
    if (!shape) shapes.set(schema, (shape = shapeOf(schema)));
    return shape;
  };
  app.addHook('preValidation', async (request) => {
    const { querystring, body, params } = (request.routeOptions.schema ?? {}) as { querystring?: JsonSchema; body?: JsonSchema; params?: JsonSchema };
    if (params && request.params && typeof request.params === 'object') guardNumbers(request.params as Record<string, unknown>, shapeFor(params));
    if (querystring && request.query && typeof request.query === 'object') normalise(request.query as Record<string, unknown>, shapeFor(querystring));
    if (body?.properties && request.body && typeof request.body === 'object' && !Array.isArray(request.body)) guardNumbers(request.body as Record<string, unknown>, shapeFor(body));
  });
}
