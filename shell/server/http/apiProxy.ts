// /api/*, /img/*, /feeds/* and the sitemap go to the API (@fastify/reply-from), so the browser sees one origin
// (cookies, CSRF). The API is told the site the request is for (X-Forwarded-Host and -Proto: a host of the site's
// shape, else the default city's; the API tells the city by its own list, see site/requestSite.ts), the client's address as this server tells it (X-Forwarded-For: one hop, under TRUST_PROXY)
// and the request id; whatever the client sent in those headers itself goes no further. A body is read whole first
// (up to PROXY_BODY_LIMIT) and sent with its length, so the API's own 400, 413 or 415 reaches the client as the API
// answered it; a larger one is refused here with the API's 413. In development the shell's assets go to its webpack
// dev server the same way.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import type { IncomingHttpHeaders } from 'node:http';
import { API_PATH_PREFIX } from '@estate/shared-api';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import type { ShellConfig } from '../config';
import { requestSiteHost } from '../site/requestSite';

/** Larger than anything the API accepts (256 KB), so the API decides below it. */
export const PROXY_BODY_LIMIT = 1024 * 1024;
/** The back office's uploads: larger than the API's own limits (images 15 MB, PDF 20 MB), which decide below it. */
export const UPLOAD_BODY_LIMIT = 24 * 1024 * 1024;

/** What the API answers: its endpoints, images, the classifieds' feeds and the sitemap built from the data. */
export const API_PREFIXES = [API_PATH_PREFIX, '/img/', '/feeds/', '/sitemaps/'];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Hop-by-hop headers and those the proxy sets itself. */
const DROPPED = ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'x-request-id'];

export interface ProxyOptions {
  config: ShellConfig;
  /** every API answer's X-Data-Version (the document cache follows it) */
  onDataVersion: (header: string | string[] | undefined) => void;
}

export async function registerApiProxy(app: FastifyInstance, { config, onDataVersion }: ProxyOptions): Promise<void> {
  await app.register(async (proxy) => {
    await proxy.register(replyFrom, {
      base: config.apiUrl,
      disableRequestLogging: true,
    });
    // bodies pass as they came: bytes, their own content type
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT }, (_request, body, done) => done(null, body));

    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      const site = requestSiteHost(request, config.siteDomain);
      const body = request.body instanceof Buffer ? request.body : undefined;
      return reply.from(undefined, {
        ...(body && { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
        // the API answers for itself: a 503 (a busy database) goes back to the client, never retried here
        retryDelay: () => null,
        rewriteRequestHeaders: (_request, headers) => ({
          ...withoutDropped(headers),
          'x-forwarded-host': site.host,
          'x-forwarded-proto': site.protocol,
          'x-forwarded-for': request.ip,
          'x-request-id': request.id,
        }),
        rewriteHeaders: (headers) => {
          onDataVersion(headers['x-data-version']);
          return headers;
        },
      });
    };
    for (const prefix of API_PREFIXES) proxy.route({ method: [...METHODS], url: `${prefix}*`, handler: forward });
    proxy.route({ method: [...METHODS], url: '/sitemap.xml', handler: forward });
    proxy.route({ method: 'POST', url: adminEndpoints.media(), bodyLimit: UPLOAD_BODY_LIMIT, handler: forward });
  });
}

function withoutDropped(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of DROPPED) delete kept[name];
  return kept;
}

/** Development: the shell's assets from its webpack dev server. */
export async function registerDevAssetsProxy(app: FastifyInstance, devAssetsUrl: string): Promise<void> {
  await app.register(async (proxy) => {
    await proxy.register(replyFrom, { base: devAssetsUrl, disableRequestLogging: true });
    proxy.get('/assets/*', (_request, reply) => reply.from());
  });
}
