// A failed schema validation as the API's 400 `{field: [Russian message]}` (a path parameter that fails is a 404,
// like an unknown id). ajv's keywords map to the validation texts; a schema may give a rule its own text in
// `x-messages` (`{pattern: 'Неверный формат: ${0}.'}`, `${0}` standing for the value sent).
import type { Plugin } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrorsBody } from './errors';
import { ApiError, messages, notFound, validationError } from './errors';

type Part = 'body' | 'querystring' | 'params' | 'headers' | string;

const TYPES: Record<string, string> = {
  integer: messages.integer,
  number: messages.number,
  boolean: messages.boolean,
};

/** The field an error is about: the first step of its path, the missing property, else the whole input. */
function fieldOf(error: FastifySchemaValidationError): string {
  const [first] = (error.instancePath ?? '').split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: string } | undefined)?.missingProperty;
  return (first ?? missing ?? 'non_field_errors').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The keyword of a schema's own texts, by the rule they replace. */
export const MESSAGES_KEYWORD = 'x-messages';

/** An ajv plugin: `x-messages` is an annotation (the validator runs with `verbose`, so errors carry their schema). */
export const messagesKeyword: Plugin<unknown> = (ajv) => ajv.addKeyword({ keyword: MESSAGES_KEYWORD, schemaType: 'object' });

function messageOf(error: FastifySchemaValidationError, value: unknown): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const own = ((error as { parentSchema?: Record<string, unknown> }).parentSchema?.[MESSAGES_KEYWORD] as Record<string, string> | undefined)?.[error.keyword];
  if (own) return own.replace('${0}', String(value));
  switch (error.keyword) {
    case 'required':
      return messages.required;
    case 'type':
      return TYPES[String(params.type)] ?? messages.invalid;
    case 'enum':
      return messages.choice(String(value));
    case 'minimum':
      return messages.min(Number(params.limit));
    case 'maximum':
      return messages.max(Number(params.limit));
    case 'maxLength':
    case 'maxItems':
      return messages.tooLong;
    case 'minLength':
    case 'minItems':
      return messages.required;
    default:
      return messages.invalid;
  }
}

/** The value an error is about, as the client sent it (for the enumeration's message). */
function valueAt(input: unknown, path: string): unknown {
  let value = input;
  for (const step of path.split('/').filter(Boolean)) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** The response for the validation `errors` of `part` of a request whose input there is `input`. */
export function validationFailure(errors: readonly FastifySchemaValidationError[], part: Part, input: unknown): ApiError {
  if (part === 'params') return notFound();
  const body: FieldErrorsBody = Object.create(null) as FieldErrorsBody;
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === 'non_field_errors' && part === 'body' && error.keyword === 'type') return new ApiError(400, { detail: messages.badBody });
    const message = messageOf(error, valueAt(input, error.instancePath ?? ''));
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return validationError(body);
}
