// Bodies read as JSON only, validated as sent: no type coercion (a number is not a title, a string not a list), which
// the default validator does for query strings and form fields (text).
import { Ajv, type Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { messagesKeyword } from './validationErrors';

const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, verbose: true });
for (const plugin of [ajvFormats, messagesKeyword] as Plugin<unknown>[]) plugin(ajv, undefined);

/** A route's `validatorCompiler` for such bodies. */
export const strictValidator: FastifySchemaCompiler<object> = ({ schema }) => ajv.compile(schema);
