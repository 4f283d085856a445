// The page's description for the document head: the route's own, from the route table, or the site's.
import type { CityWords, RouteDef } from '../../routes/routeTable';
import { BRAND_NAME } from '../brand/brand';

const defaultDescription = (city: CityWords) =>
  `Квартиры, апартаменты и коммерческая недвижимость ${city.title_in} от застройщика «${BRAND_NAME}».`;

export function pageDescription(route: Pick<RouteDef, 'description'> | null, city: CityWords): string {
  return (route?.description ?? defaultDescription)(city);
}
