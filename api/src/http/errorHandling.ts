import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, messages } from './errors';
import { DatabaseUnavailableError } from '../db/databaseUnavailable';
import { validationFailure } from './validationErrors';
import { unknownCityError } from '../shared/cities/cityCheck';

/** What busboy (multipart) throws for a body it cannot read: no or wrong boundary, a truncated part. */
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed part header|Boundary not found)/;

/** Russian texts for the 4xx Fastify answers by itself (unknown method, bad URL, bad content type...). */
const CLIENT_ERRORS: Record<number, string> = {
  400: messages.badRequest,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  406: messages.unsupportedMedia,
  413: messages.tooLarge,
  415: messages.unsupportedMedia,
};

const TOO_LARGE = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Every error becomes a DRF-style JSON body: `{field: [..]}` for 400, `{detail}` otherwise; 5xx are logged. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === 429) {
        const retry = error.body.retry_after;
        if (typeof retry === 'number') reply.header('retry-after', String(retry));
      }
      if (error.status === 503) reply.header('retry-after', '1'); // a busy moment (a queue is full)
      return reply.status(error.status).send(error.body);
    }
    if (TOO_LARGE.has(error.code) || error.statusCode === 413) return reply.status(413).send({ detail: messages.tooLarge });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply.status(415).send({ detail: messages.unsupportedMedia });
    }
    if (error.statusCode === 400 && (error.code?.startsWith('FST_ERR_CTP') || /prototype|constructor/i.test(error.message))) {
      return reply.status(400).send({ detail: messages.badBody });
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const input = part === 'querystring' ? request.query : part === 'params' ? request.params : part === 'body' ? request.body : request.headers;
      const failure = validationFailure(error.validation, part, input);
      const body = failure.status === 400 && typeof failure.body.detail !== 'string' ? { ...unknownCityError(request), ...failure.body } : failure.body;
      return reply.status(failure.status).send(body);
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send({ detail: messages.unavailable });
    }
    if (MALFORMED_MULTIPART.test(error.message ?? '')) return reply.status(400).send({ detail: messages.badBody });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ detail: CLIENT_ERRORS[status] ?? messages.badRequest });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: messages.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: messages.notFound }));
}
