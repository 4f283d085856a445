import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { requestHost, requestProtocol } from '../../http/requestOrigin';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const SESSION_MAX_AGE = 365 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor's session token (from the cookie, or new and being set on this response). */
    sessionToken: string;
  }
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function isToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}

/**
 * The site domain's host when every city host can share a cookie on it (a real domain: example.ru covers
 * tula.example.ru); null for single-label hosts such as localhost, whose cookies stay on each host.
 */
export function sharedCookieDomain(config: Config): string | null {
  const siteHost = config.siteDomain.replace(/:\d+$/, '');
  return !siteHost.includes('.') || /^[\d.]+$/.test(siteHost) ? null : siteHost;
}

/** The cookie domain of this request: the shared site domain when the request came through one of its hosts. */
export function cookieDomain(config: Config, request: FastifyRequest): string | undefined {
  const siteHost = sharedCookieDomain(config);
  if (!siteHost) return undefined;
  const host = requestHost(request).replace(/:\d+$/, '');
  return host === siteHost || host.endsWith(`.${siteHost}`) ? siteHost : undefined;
}

/** Sets a site cookie (path /, SameSite=Lax, Secure over https) on the domain every city host shares, if any. */
export function setSiteCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  name: string,
  value: string,
  options: { httpOnly: boolean; maxAge: number },
): void {
  const domain = cookieDomain(config, request);
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: options.httpOnly,
    sameSite: 'lax',
    secure: requestProtocol(request) === 'https',
    maxAge: options.maxAge,
    ...(domain && { domain }),
  });
}

/**
 * On first contact a visitor gets an HttpOnly `sessionid` and a `csrftoken` readable by scripts (Django names).
 * Images and the health check stay cookie-free so they can be cached.
 */
export function registerSessionCookies(app: FastifyInstance, config: Config): void {
  app.decorateRequest('sessionToken', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    const session = request.cookies[SESSION_COOKIE];
    if (isToken(session)) {
      request.sessionToken = session;
    } else {
      request.sessionToken = newToken();
      setSiteCookie(reply, request, config, SESSION_COOKIE, request.sessionToken, { httpOnly: true, maxAge: SESSION_MAX_AGE });
    }
    if (!isToken(request.cookies[CSRF_COOKIE])) setSiteCookie(reply, request, config, CSRF_COOKIE, newToken(), { httpOnly: false, maxAge: SESSION_MAX_AGE });
  });
}
