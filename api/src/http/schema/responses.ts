// Response schemas every route shares: pages of a list, and the error bodies (Django REST style).
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { component, Nullable, ref } from './types';

/** 403, 404, 405, 409, 413, 415, 500, 503: one Russian sentence. */
export const ErrorDetail = component(
  'ErrorDetail',
  Type.Object({ detail: Type.String({ description: 'What went wrong, in Russian.' }) }, { additionalProperties: false }),
);
/** 400: field name (or `non_field_errors`) to its Russian messages. */
export const FieldErrors = component(
  'FieldErrors',
  Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Field name (or `non_field_errors`) to its messages, in Russian.' }),
);
/** 429: a limit was reached; `retry_after` seconds until the next try may pass (also the Retry-After header). */
export const TooManyRequests = component(
  'TooManyRequests',
  Type.Object({ detail: Type.String(), retry_after: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false }),
);

const ERRORS: Record<number, { description: string; schema: () => TSchema }> = {
  400: { description: 'Invalid input: `{field: [messages]}`, or `{detail}` for a body that cannot be read.', schema: () => Type.Union([ref(FieldErrors), ref(ErrorDetail)]) },
  401: { description: 'Not logged in.', schema: () => ref(ErrorDetail) },
  403: { description: 'Refused: CSRF (origin or token) or not allowed.', schema: () => ref(ErrorDetail) },
  404: { description: 'Not found.', schema: () => ref(ErrorDetail) },
  409: { description: 'Conflicts with the current state.', schema: () => ref(ErrorDetail) },
  413: { description: 'Body too large.', schema: () => ref(ErrorDetail) },
  415: { description: 'Unsupported body type.', schema: () => ref(ErrorDetail) },
  422: { description: 'The Idempotency-Key was used for another request.', schema: () => ref(ErrorDetail) },
  429: { description: 'A limit was reached; `Retry-After` says when to try again.', schema: () => ref(TooManyRequests) },
  500: { description: 'Server error.', schema: () => ref(ErrorDetail) },
  503: { description: 'Temporarily unavailable (the database); `Retry-After` says when to try again.', schema: () => ref(ErrorDetail) },
};

type ErrorBody<S extends number> = S extends 400
  ? TUnsafe<Static<typeof FieldErrors> | Static<typeof ErrorDetail>>
  : S extends 429
    ? TUnsafe<Static<typeof TooManyRequests>>
    : TUnsafe<Static<typeof ErrorDetail>>;

/** The description of each error response (the document shares them by it). */
export const ERROR_DESCRIPTIONS: Record<number, string> = Object.fromEntries(Object.entries(ERRORS).map(([status, error]) => [status, error.description]));

/** The error responses `statuses` with their schemas and descriptions, for a route's `response`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): { [K in S[number]]: ErrorBody<K> } {
  return Object.fromEntries(
    statuses.map((status) => {
      const error = ERRORS[status];
      if (!error) throw new Error(`no error schema for ${status}`);
      return [status, { ...error.schema(), description: error.description }];
    }),
  ) as unknown as { [K in S[number]]: ErrorBody<K> };
}

/** A described response: `{description, ...schema}` (the document's response description). */
export const described = <T extends TSchema>(description: string, schema: T): T => ({ ...schema, description });

/** A page of a list: `{count, next, previous, results}`; `next`/`previous` are absolute URLs on the request's site host. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer({ minimum: 0 }),
    next: Nullable(Type.String({ format: 'uri' })),
    previous: Nullable(Type.String({ format: 'uri' })),
    results: Type.Array(item),
  });
}

/** 204: nothing. */
export const NoContent = Type.Unsafe<undefined>({ type: 'null', description: 'No content.' });

/** A page of `T` (the type of `Paginated(item)`). */
export type Page<T> = Omit<Static<ReturnType<typeof Paginated<TSchema>>>, 'results'> & { results: T[] };

/** An XML document (feeds, sitemaps). */
export const XmlDocument = (description: string) => ({ description, content: { 'application/xml': { schema: { type: 'string' } } } });

/** A CSV file (an export). */
export const CsvDocument = (description: string) => ({ description, content: { 'text/csv': { schema: { type: 'string' } } } });

/** 304: the client's copy (If-None-Match) is current. */
export const NotModified = Type.Unsafe<undefined>({ type: 'null', description: 'Not modified (If-None-Match).' });

/** The header of a submission stored once (a lead, a booking): the same key on every resend of it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'One key per submission (8–128 letters, digits, `-_.:`), the same on every resend: a retry whose first request was stored gets that answer again (`Idempotent-Replayed: true`).' }),
  ),
});
