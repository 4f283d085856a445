// City URLs by the site's one host rule (shared-api's siteHosts, which the API and the shell server apply too): the
// default city on the site domain, every other on `{slug}.{siteDomain}`.
import { cityHostOf, type Protocol, type SiteCity } from '@estate/shared-api/site/siteHosts';

/** Absolute URL of `path` on the host of city `slug` (a slug not among `cities`: the default city's host). */
export function cityUrl(protocol: Protocol, siteDomain: string, cities: readonly SiteCity[], slug: string, path: string): string {
  const city = cities.find((candidate) => candidate.slug === slug);
  return `${protocol}://${city ? cityHostOf(city, siteDomain) : siteDomain}${path}`;
}
