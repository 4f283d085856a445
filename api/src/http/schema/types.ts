// The building blocks of the API's schemas (TypeBox). A schema declares a route's input and output once: Fastify
// validates and serialises by it, the OpenAPI document is generated from it, the handlers' types are inferred from it.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/** Named schemas (`component('LotCard', …)`): the document's `components.schemas`, added to the app by `app.ts`. */
export const components: TSchema[] = [];

/** Makes `schema` a named component (its `$id`); routes point at it with `ref()`. */
export function component<T extends TSchema>(name: string, schema: T): T {
  const named = { ...schema, $id: name } as T;
  components.push(named);
  return named;
}

/** A reference to a component: `{$ref: 'LotCard'}`, typed as the component. */
export function ref<T extends TSchema>(schema: T, options: { description?: string } = {}): TUnsafe<Static<T>> {
  const id = (schema as { $id?: string }).$id;
  if (!id) throw new Error('ref(): the schema is not a component');
  return Type.Unsafe<Static<T>>({ $ref: id, ...options });
}

/**
 * `T | null`: a type list (`['string', 'null']`, what fast-json-stringify serialises fastest and OpenAPI 3.1 reads),
 * `anyOf` for references and unions.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values, ...rest } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type === 'string') return Type.Unsafe({ ...rest, type: [type, 'null'], ...(values && { enum: [...values, null] }) });
  return Type.Unsafe({ anyOf: [schema, { type: 'null' }] });
}

/** One of `values` (a string enumeration, typed as their union). */
export function StringEnum<const V extends readonly string[]>(values: V, options: { description?: string; default?: V[number] } = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** Key → number for the keys listed (absent keys allowed): facet flags, counts per city. */
export function PartialRecord<const K extends readonly string[], T extends TSchema>(keys: K, value: T): TUnsafe<Partial<Record<K[number], Static<T>>>> {
  return Type.Unsafe({ type: 'object', properties: Object.fromEntries(keys.map((key) => [key, value])) });
}
