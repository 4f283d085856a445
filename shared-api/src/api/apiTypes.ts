// The API's types, all generated from its OpenAPI document (api/openapi.json → ./openapi.ts, `npm run openapi -w api`):
// the named response shapes (`Schemas['LotCard']`), and per operation what it takes and answers. An `ApiPath` is made
// from a path template of the document, so a request through it is typed by that operation.
import type { components, paths } from './openapi';

export type Schemas = components['schemas'];
/** A path of the document: `/api/flats/{id}/`. */
export type ApiTemplate = keyof paths;
export type MethodName = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationOf<P extends ApiTemplate, M extends MethodName> = paths[P][M] extends infer O ? (O extends { responses: object } ? O : never) : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : null;
type Success<Rs> = { [S in keyof Rs]: S extends 200 | 201 | 204 ? JsonOf<Rs[S]> : never }[keyof Rs];

/** What a successful answer of the operation carries (null for 204); for several paths, any of theirs. */
export type ResponseOf<P extends ApiTemplate, M extends MethodName = 'get'> = P extends ApiTemplate ? Success<OperationOf<P, M>['responses']> : never;
/** The query string of the operation. */
export type QueryOf<P extends ApiTemplate, M extends MethodName = 'get'> = P extends ApiTemplate
  ? OperationOf<P, M>['parameters'] extends { query?: infer Q }
    ? NonNullable<Q>
    : never
  : never;

declare const TEMPLATE: unique symbol;
/** A same-origin path of the API, built from the document's template `P`. */
export type ApiPath<P extends ApiTemplate = ApiTemplate> = string & { readonly [TEMPLATE]: P };

/** `/api/flats/{id}/` with `{id: 15}` → `/api/flats/15/`; each value percent-encoded (a slug cannot leave its segment). */
export function apiPath<P extends ApiTemplate>(template: P, params: Record<string, string | number> = {}): ApiPath<P> {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name]))) as ApiPath<P>;
}

/** The request body of the operation (its first content type's). */
export type BodyOf<P extends ApiTemplate, M extends MethodName = 'post'> =
  NonNullable<OperationOf<P, M>['requestBody']> extends { content: infer C } ? C[keyof C] : never;
