// The page's description for the document head (the route's own, from the route table, or the site's) and the
// canonical URL on the city's host.
import type { CityWords, RouteDef } from '../../routes/routeTable';
import { BRAND_NAME } from '../brand/brand';
import { cityUrl } from '../city/cityHost';

const defaultDescription = (city: CityWords) =>
  `Квартиры, апартаменты и коммерческая недвижимость ${city.title_in} от застройщика «${BRAND_NAME}».`;

export function pageDescription(route: Pick<RouteDef, 'description'> | null, city: CityWords): string {
  return (route?.description ?? defaultDescription)(city);
}

/** SPEC: the canonical URL lives on the city's host (not on whatever host the visitor used). */
export function canonicalUrl(
  domain: { protocol: string; siteDomain: string },
  citySlug: string,
  pathname: string,
): string {
  return cityUrl(domain.protocol, domain.siteDomain, citySlug, pathname);
}
