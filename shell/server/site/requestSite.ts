// The site a request is for (product §4 Domain and Active city), by the rule the API follows too (shared-api's
// siteHosts): the host and protocol the visitor used — X-Forwarded-Host / -Port / -Proto only from the proxies
// TRUST_PROXY names (Fastify's `request.host` and `request.protocol`), else Host and the socket — when the host is one
// of the city hosts of SITE_DOMAIN; anything else is the default city's host. So every cache key, absolute URL and
// host forwarded to the API is one of the site's own, whatever a request claims.
import type { FastifyRequest } from 'fastify';
import type { Domain } from '@estate/shared-api';
import type { City } from '@estate/shared-api/dto/cities';
import { cityHostOf, cityOfSiteHost, parseProtocol, siteShapedHost, type Protocol } from '@estate/shared-api/site/siteHosts';
import { requestedHost } from '@estate/shared-api/site/trustProxy';
import type { ShellConfig } from '../config';

/** The default city when the API cannot name the cities (the frame still renders and shows the outage page). */
export const fallbackCity: City = {
  id: 0,
  title: 'Москва',
  slug: 'moskva',
  abbreviation: 'МСК',
  title_in: 'в Москве',
  is_default: true,
  coords: { lat: 55.7558, lng: 37.6173 },
  property_count: 0,
};

export interface RequestSite {
  domain: Domain;
  city: City;
}

/** The host the request is for when it has the shape of a site host, else the site domain (no cities needed). */
export function requestSiteHost(request: FastifyRequest, siteDomain: string): { host: string; protocol: Protocol } {
  const protocol = parseProtocol(request.protocol) ?? 'http';
  return { protocol, host: siteShapedHost(requestedHost(request.host, request.headers), protocol, siteDomain) ?? siteDomain };
}

export function requestSite(request: FastifyRequest, config: Pick<ShellConfig, 'siteDomain' | 'productionHostMarker'>, cities: readonly City[]): RequestSite {
  const protocol = parseProtocol(request.protocol) ?? 'http';
  const known = cities.some((city) => city.is_default) ? cities : [fallbackCity, ...cities];
  const city =
    cityOfSiteHost(requestedHost(request.host, request.headers), protocol, config.siteDomain, known) ??
    known.find((candidate) => candidate.is_default) ??
    fallbackCity;
  const host = cityHostOf(city, config.siteDomain);
  return {
    city,
    domain: {
      host,
      apiHost: `${protocol}://${host}`,
      protocol,
      siteDomain: config.siteDomain,
      isTestStage: !config.productionHostMarker || !host.includes(config.productionHostMarker),
    },
  };
}
