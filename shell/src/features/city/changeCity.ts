// SPEC §4 Active city: a change stores the `city` cookie (path /, 604800 s), tells the other apps on the bus
// (the favourites and comparison statistics refresh on it) and goes to the same path on that city's host.
import type { ShellContext } from '@estate/shared-api';

export const CITY_COOKIE = 'city';
export const CITY_COOKIE_MAX_AGE = 604800;

export function cityCookie(slug: string): string {
  return `${CITY_COOKIE}=${encodeURIComponent(slug)}; path=/; max-age=${CITY_COOKIE_MAX_AGE}; samesite=lax`;
}

export interface CityChangeTarget {
  pathname: string;
  search: string;
  assign: (url: string) => void;
}

export function changeCity(
  ctx: Pick<ShellContext, 'city' | 'bus' | 'cityUrl'>,
  slug: string,
  target: CityChangeTarget = {
    pathname: window.location.pathname,
    search: window.location.search,
    assign: (url) => window.location.assign(url),
  },
): void {
  if (slug === ctx.city.slug) return;
  document.cookie = cityCookie(slug);
  ctx.bus.next({ type: 'city/changed', slug });
  target.assign(ctx.cityUrl(slug, `${target.pathname}${target.search}`));
}
