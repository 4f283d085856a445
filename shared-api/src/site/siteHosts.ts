// The site's hosts and the one rule both servers use to tell which of them a request is for: the default city lives
// on SITE_DOMAIN itself, every other city on `{slug}.{SITE_DOMAIN}`. Anything else — an unknown label, another port,
// a malformed value — is no site host; the servers answer it as the default city's, so a forged Host or
// X-Forwarded-Host never makes a new cache key or an absolute URL.

export type Protocol = 'http' | 'https';

/** What the rule needs of a city: its slug and whether it is the default one (the site domain's own). */
export interface SiteCity {
  slug: string;
  is_default: boolean;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);
const DEFAULT_PORTS: Record<Protocol, string> = { http: '80', https: '443' };

/** `http` or `https` (any case), else null. */
export function parseProtocol(raw: string | undefined): Protocol | null {
  const value = raw?.trim().toLowerCase();
  return value === 'http' || value === 'https' ? value : null;
}

/** A TCP port (1–65535, digits only) as a number, else null. */
export function parsePort(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,5}$/.test(raw.trim())) return null;
  const port = Number(raw);
  return port >= 1 && port <= 65_535 ? port : null;
}

/**
 * `hostname[:port]` lower-cased, the protocol's default port left out; null when it is not a DNS name with an
 * optional valid port (spaces, `%`, brackets, `localhost:99999`…).
 */
export function normaliseHost(raw: string, protocol: Protocol): string | null {
  const match = /^([^:]*)(?::([^:]*))?$/.exec(raw.trim().toLowerCase());
  if (!match || !HOSTNAME.test(match[1] ?? '')) return null;
  const hostname = match[1] as string;
  if (match[2] === undefined) return hostname;
  const port = parsePort(match[2]);
  if (port === null) return null;
  return String(port) === DEFAULT_PORTS[protocol] ? hostname : `${hostname}:${port}`;
}

/** The host of a city's site: the default city on the site domain, any other on `{slug}.{siteDomain}`. */
export function cityHostOf(city: SiteCity, siteDomain: string): string {
  return city.is_default ? siteDomain : `${city.slug}.${siteDomain}`;
}

/**
 * `host` normalised when it has the shape of a site host — the site domain itself or one label under it — else null.
 * What a proxy can tell without the list of cities (the server behind it applies `cityOfSiteHost`).
 */
export function siteShapedHost(host: string, protocol: Protocol, siteDomain: string): string | null {
  const normal = normaliseHost(host, protocol);
  const site = normaliseHost(siteDomain, protocol);
  if (normal === null || site === null) return null;
  if (normal === site) return normal;
  return normal.endsWith(`.${site}`) && !normal.slice(0, -site.length - 1).includes('.') ? normal : null;
}

/** The city whose site `host` is (see the top of this file), or null when it is none of the site's hosts. */
export function cityOfSiteHost<T extends SiteCity>(host: string, protocol: Protocol, siteDomain: string, cities: readonly T[]): T | null {
  const normal = siteShapedHost(host, protocol, siteDomain);
  const site = normaliseHost(siteDomain, protocol);
  if (normal === null || site === null) return null;
  if (normal === site) return cities.find((city) => city.is_default) ?? null;
  const label = normal.slice(0, -site.length - 1);
  return cities.find((city) => !city.is_default && city.slug === label) ?? null;
}
