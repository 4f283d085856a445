// Forms the site's own pages send (leads, codes, bookings, subscriptions) are checked twice on purpose: by their
// schema (the types and bounds the document declares; the route sets `attachValidation`) and by the rules the browser
// forms run too (shared-api's validation, with their texts). The rule's message wins for a field both refuse; either
// refusing makes one 400 with every field.
import type { FastifyRequest } from 'fastify';
import { validationError, type FieldErrorsBody } from './errors';
import { validationFailure } from './validationErrors';

/** A text field as sent ('' when absent, or not text: its schema error says why). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Throws one 400 with the schema's errors of the body and the rules' `errors`, when there is any. */
export function checkForm(request: FastifyRequest, errors: FieldErrorsBody): void {
  const invalid = request.validationError;
  const failure = invalid?.validation ? validationFailure(invalid.validation, invalid.validationContext ?? 'body', request.body) : null;
  if (failure && typeof failure.body.detail === 'string') throw failure; // not a form at all
  const all = { ...(failure?.body as FieldErrorsBody | undefined), ...errors };
  if (Object.keys(all).length > 0) throw validationError(all);
}
