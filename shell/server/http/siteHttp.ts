// What every response of the shell server shares: the site's headers (tooling's SITE_HEADERS, the same on every
// server), the request id (taken from X-Request-Id when a proxy in front sent a sane one, else made here; passed to
// the API and sent back), one access-log line per request, and the answers to what goes wrong: {detail} in the API's
// words under /api, plain text elsewhere. (`Connection: close` while stopping is the probes' part, server-kit.)
import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_HEADERS } from '@estate/tooling/headers';
import { API_PREFIXES } from './apiProxy';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Fastify's genReqId: the id a proxy in front gave the request, else a new one. */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}

/** The API's own texts for what the shell answers in its place. */
export const messages = {
  unavailable: 'Сервис временно недоступен. Попробуйте ещё раз.',
  tooLarge: 'Слишком большой запрос.',
  badRequest: 'Некорректный запрос.',
};

const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url.startsWith('/sitemap.xml');

function fail(request: FastifyRequest, reply: FastifyReply, status: number, detail: string) {
  reply.code(status);
  if (isApi(request.url)) return reply.type('application/json; charset=utf-8').send({ detail });
  return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : detail);
}

/** Fastify's frameworkErrors: a URL it cannot decode (`/%zz`) is a 400 with the site headers like any answer. */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void fail(request, reply.headers(SITE_HEADERS).header('x-request-id', request.id), 400, messages.badRequest);
}

export function registerSiteHttp(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SITE_HEADERS);
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
        ...(reply.hasHeader('x-document-cache') && { cache: reply.getHeader('x-document-cache') }),
      },
      'request',
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code?.startsWith('FST_REPLY_FROM')) {
      request.log.warn({ err: error, url: request.url }, 'API unreachable');
      return fail(request, reply, status === 504 ? 504 : 502, messages.unavailable);
    }
    if (status === 413) return fail(request, reply, 413, messages.tooLarge);
    if (status >= 400 && status < 500) return fail(request, reply, status, messages.badRequest);
    request.log.error({ err: error, url: request.url }, 'request failed');
    return fail(request, reply, 500, 'Internal Server Error');
  });
  app.setNotFoundHandler((request, reply) => fail(request, reply, 404, 'Not found'));
}
