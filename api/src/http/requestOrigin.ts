// The site a request is for: the host and protocol the browser used — X-Forwarded-Host / -Port / -Proto only from the
// proxies named in TRUST_PROXY (Fastify's `request.host` and `request.protocol`), else Host and the socket — when that
// host is one of the city hosts of SITE_DOMAIN (shared-api's siteHosts), else the default city's host. Absolute URLs,
// cache keys, feeds and sitemaps are built from it, so a forged header selects at most another city's site.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cityHostOf, cityOfSiteHost, parseProtocol, type Protocol } from '@estate/shared-api/site/siteHosts';
import { requestedHost } from '@estate/shared-api/site/trustProxy';
import type { AppContext } from '../appContext';
import { listCities, type CityRow } from '../shared/cities/cityParam';

export interface RequestSite {
  protocol: Protocol;
  /** one of the site's hosts, with the port SITE_DOMAIN names */
  host: string;
  /** the slug of the city whose host it is (null: the default city, the cities not known yet) */
  city: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the site the request is for (the default city's until the request's first hook has run) */
    readonly site: RequestSite;
  }
}

/** The cities, read again when the content changes; the last list known (or none) while the database is away. */
export function citiesOfContent(ctx: AppContext): () => Promise<CityRow[]> {
  let known: { version: number; cities: Promise<CityRow[]> } | null = null;
  let last: CityRow[] = [];
  return () => {
    const version = ctx.dataVersion.current('content');
    if (known?.version !== version) {
      const cities = listCities(ctx.db).then(
        (rows) => (last = rows),
        () => {
          known = null; // asked again by the next request
          return last;
        },
      );
      known = { version, cities };
    }
    return known.cities;
  };
}

/** Decorates every request with the site it is for (before any other hook reads it). */
export function registerRequestSite(app: FastifyInstance, ctx: AppContext, cities: () => Promise<CityRow[]>): void {
  const sites = new WeakMap<FastifyRequest, RequestSite>();
  const fallback: RequestSite = { protocol: 'http', host: ctx.config.siteDomain, city: null };
  app.decorateRequest('site', {
    getter(this: FastifyRequest) {
      return sites.get(this) ?? fallback;
    },
  });
  app.addHook('onRequest', async (request) => {
    const protocol = parseProtocol(request.protocol) ?? 'http';
    const city = cityOfSiteHost(requestedHost(request.host, request.headers), protocol, ctx.config.siteDomain, await cities());
    sites.set(request, { protocol, host: city ? cityHostOf(city, ctx.config.siteDomain) : ctx.config.siteDomain, city: city?.slug ?? null });
  });
}

/** The scheme the browser used. */
export function requestProtocol(request: FastifyRequest): Protocol {
  return request.site.protocol;
}

/** The site host (with port) the browser talked to: always one of the city hosts of SITE_DOMAIN. */
export function requestHost(request: FastifyRequest): string {
  return request.site.host;
}

export function requestOrigin(request: FastifyRequest): string {
  return `${requestProtocol(request)}://${requestHost(request)}`;
}
