// product §4 Active city: a change stores the `city` cookie (path /, 604800 s) where every city host reads it, tells
// the other apps on the bus (the favourites and comparison statistics refresh on it) and goes to the same path on
// that city's host (from a page of one city's lot, project or publication: that city's list of the kind). In production the hosts share the site domain's cookies (session, lists, tracking, city); hosts
// that cannot (localhost and tula.localhost: browsers refuse Domain=localhost) are entered through the API's
// session handoff, which sets the same cookies on the other host, so development behaves as production.
import { cookieDomainFor, endpoints, type ShellContext } from '@estate/shared-api';
import { pathInOtherCity } from '../../routes/pathInOtherCity';

export const CITY_COOKIE = 'city';
export const CITY_COOKIE_MAX_AGE = 604800;

export type CityChangeContext = Pick<ShellContext, 'city' | 'bus' | 'cityUrl' | 'api' | 'domain'>;

export function cityCookie(slug: string, siteDomain: string): string {
  const domain = cookieDomainFor(siteDomain);
  return [`${CITY_COOKIE}=${encodeURIComponent(slug)}`, 'path=/', `max-age=${CITY_COOKIE_MAX_AGE}`, 'samesite=lax', ...(domain ? [`domain=${domain}`] : [])].join('; ');
}

export interface CityChangeTarget {
  /** the path (and query) to open on the city's host */
  path: string;
  assign: (url: string) => void;
}

/** Where the browser enters the city's host: the path itself, or the handoff that carries the cookies over first. */
async function entryUrl(ctx: CityChangeContext, slug: string, path: string): Promise<string> {
  if (cookieDomainFor(ctx.domain.siteDomain)) return ctx.cityUrl(slug, path);
  try {
    const { token } = await ctx.api.post(endpoints.session.handoff(), { body: { city: slug } });
    return ctx.cityUrl(slug, `${endpoints.session.handoff()}?${new URLSearchParams({ token, next: path })}`);
  } catch (error) {
    // the visitor still gets the city, with a session of that host's own
    console.warn('The city switch could not carry the session over', error);
    return ctx.cityUrl(slug, path);
  }
}

export async function changeCity(
  ctx: CityChangeContext,
  slug: string,
  target: CityChangeTarget = {
    path: pathInOtherCity(window.location.pathname, window.location.search),
    assign: (url) => window.location.assign(url),
  },
): Promise<void> {
  if (slug === ctx.city.slug) return;
  document.cookie = cityCookie(slug, ctx.domain.siteDomain);
  ctx.bus.next({ type: 'city/changed', slug });
  target.assign(await entryUrl(ctx, slug, target.path));
}
