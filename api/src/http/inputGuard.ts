import type { FastifyInstance } from 'fastify';
import type { FieldErrorsBody as ValidationErrors } from './errors';
import { messages, notFound, validationError } from './errors';

/** No query value is longer (URLs, captcha tokens and utm strings fit). */
export const MAX_QUERY_VALUE = 4096;

const hasNul = (text: string) => text.includes('\u0000');

/** The field names under `value` whose strings (keys included) hold a NUL, which PostgreSQL's text cannot store. */
function nulFields(value: unknown, field: string, out: Set<string>, depth = 0): void {
  if (typeof value === 'string') {
    if (hasNul(value)) out.add(field);
  } else if (value && typeof value === 'object' && depth < 8) {
    for (const [key, inner] of Object.entries(value)) nulFields(inner, hasNul(key) ? key.replaceAll('\u0000', '') || field : key, out, depth + 1);
  }
}

/**
 * Checks every request's path parameters, query and body before any handler or the database sees them: a NUL in a
 * path parameter is a 404 (no such thing exists), in a query or body value a 400 `{field: [message]}`, and so is an
 * overlong query value.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params && typeof request.params === 'object' ? Object.values(request.params) : [];
    if (params.some((value) => typeof value === 'string' && hasNul(value))) throw notFound();
    const errors: ValidationErrors = Object.create(null) as ValidationErrors;
    const fail = (field: string, message: string) => {
      const list = (errors[field] ??= []);
      if (!list.includes(message)) list.push(message);
    };
    for (const [name, raw] of Object.entries((request.query as Record<string, unknown>) ?? {})) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (typeof value !== 'string') continue;
        if (hasNul(value) || hasNul(name)) fail(name.replaceAll('\u0000', ''), messages.invalidCharacter);
        else if (value.length > MAX_QUERY_VALUE) fail(name, messages.tooLong);
      }
    }
    const inBody = new Set<string>();
    nulFields(request.body, 'non_field_errors', inBody);
    for (const field of inBody) fail(field, messages.invalidCharacter);
    if (Object.keys(errors).length > 0) throw validationError(errors);
  });
}
