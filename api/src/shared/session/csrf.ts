import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { forbidden } from '../../http/errors';
import { requestHost } from '../../http/requestOrigin';
import { CSRF_COOKIE } from './sessionCookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

export const csrfMessages = {
  origin: 'Ошибка CSRF: запрос отправлен с недопустимого адреса.',
  token: 'Ошибка CSRF: токен отсутствует или неверен.',
};

function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Origin (or Referer) must be the host the browser sees, the site domain, or one of its city subdomains. */
export function originAllowed(request: FastifyRequest, siteDomain: string): boolean {
  const origin = request.headers.origin;
  const source = hostOf(origin && origin !== 'null' ? origin : request.headers.referer);
  if (!source) return false;
  const site = siteDomain.toLowerCase();
  return source === requestHost(request).toLowerCase() || source === site || source.endsWith(`.${site}`);
}

function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Every POST, PUT, PATCH and DELETE: allowed origin and `X-CSRFToken` equal to the `csrftoken` cookie, else 403. */
export function registerCsrf(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The catalogue import takes a bearer token and no cookie, so a forged cross-site request carries no credential.
    // The back office's endpoints (staff session cookie) are checked like every other.
    if (request.url.startsWith('/api/admin/catalogue/')) return;
    if (!originAllowed(request, config.siteDomain)) throw forbidden(csrfMessages.origin);
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrftoken'];
    if (!cookie || typeof header !== 'string' || !tokensEqual(cookie, header)) throw forbidden(csrfMessages.token);
  });
}
