// Query strings the Django REST way, before the route's schema validates them: empty values are dropped (and every
// value trimmed), a parameter the schema declares as a list stays a list (`rooms=1&rooms=2`, one value is a list of
// one), any other takes its last value; booleans read 'true'/'1'/'yes' and 'false'/'0'/'no', decimals a comma as
// their point. Unknown parameters are left alone (the schemas ignore them).
import type { FastifyInstance } from 'fastify';

type Kind = 'list' | 'boolean' | 'number' | 'other';

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
  if (type.includes('number')) return 'number';
  return 'other';
}

function shapeOf(schema: JsonSchema): Map<string, Parameter> {
  return new Map(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, { kind: kindOf(property), item: kindOf(property.items) }]));
}

function adapt(value: string, kind: Kind): string {
  if (kind === 'boolean') return TRUE.has(value) ? 'true' : FALSE.has(value) ? 'false' : value;
  if (kind === 'number' && /^-?\d+,\d+$/.test(value)) return value.replace(',', '.');
  return value;
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

/** Normalises every request's query by its route's querystring schema, before validation. */
export function registerQueryShape(app: FastifyInstance): void {
  const shapes = new WeakMap<object, Map<string, Parameter>>();
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.querystring as JsonSchema | undefined;
    if (!schema || !request.query || typeof request.query !== 'object') return;
    let shape = shapes.get(schema);
    if (!shape) shapes.set(schema, (shape = shapeOf(schema)));
    normalise(request.query as Record<string, unknown>, shape);
  });
}
