import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import type { Config } from '../../config';
import { requestHost, requestProtocol } from '../../http/requestOrigin';
import { issueSessionId, isIssued, sessionKeyLoader } from './sessionKey';
import { hashToken } from './visitor';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const SESSION_MAX_AGE = 365 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous visitor's session token (from the cookie, or new and being set on this response). */
    sessionToken: string;
    /** Gives the visitor a new session id, keeping what the old one had (favourites, phone): login and logout. */
    rotateSession(reply: FastifyReply): Promise<void>;
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
 * Only session ids this server signed are accepted: any other (a planted one, say) is replaced by a fresh id.
 * Public reads (`config.publicRead`), images, the health check and addresses of no route neither read nor set them, so
 * shared caches can keep them and a cookieless client (a CDN, a crawler) costs no session; `GET /api/session/` hands
 * them out alone.
 */
export function registerSessionCookies(app: FastifyInstance, ctx: AppContext): void {
  const { config, db } = ctx;
  const sessionKey = sessionKeyLoader(db);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('rotateSession', async function rotateSession(this: FastifyRequest, reply: FastifyReply) {
    const next = issueSessionId(await sessionKey());
    await db.query('update visitors set token_hash = $2 where token_hash = $1', [hashToken(this.sessionToken), hashToken(next)]);
    this.sessionToken = next;
    setSiteCookie(reply, this, config, SESSION_COOKIE, next, { httpOnly: true, maxAge: SESSION_MAX_AGE });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health') || request.routeOptions.config.publicRead) return;
    if (request.routeOptions.url === undefined) return; // no such route: a 404 has no use for a session
    const key = await sessionKey();
    const session = request.cookies[SESSION_COOKIE];
    if (isIssued(key, session)) {
      request.sessionToken = session;
    } else {
      request.sessionToken = issueSessionId(key);
      setSiteCookie(reply, request, config, SESSION_COOKIE, request.sessionToken, { httpOnly: true, maxAge: SESSION_MAX_AGE });
    }
    if (!isToken(request.cookies[CSRF_COOKIE])) setSiteCookie(reply, request, config, CSRF_COOKIE, newToken(), { httpOnly: false, maxAge: SESSION_MAX_AGE });
  });
}
