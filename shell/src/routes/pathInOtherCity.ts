// Where the city switch leads from the page being shown (product §4: the same path on the other city's host): a page
// of one city's lot, project or publication has no counterpart there, so the switch goes to that city's list of
// the same kind; filters that name one city's projects or buildings, and the page of a list, are left behind.
import { matchRoute } from './resolveRoute';

const CITY_BOUND_PARAMS = ['project', 'building', 'page', 'more'];

export function pathInOtherCity(pathname: string, search: string): string {
  const inOtherCity = matchRoute(pathname)?.route.inOtherCity;
  if (inOtherCity) return inOtherCity();
  const query = new URLSearchParams(search);
  for (const name of CITY_BOUND_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
