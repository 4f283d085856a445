// Decides what a path shows: a page, a redirect or an error page. The shell server runs it for the HTTP status
// of the first load, the browser router runs it on every navigation; both get the same answer. A page has one URL:
// any other form of it (case, trailing slash, an alias) is a permanent (301) redirect to that one, query kept.
import { matchRoutes } from 'react-router-dom';
import type { ApiClient } from '@estate/shared-api';
import { canonicalLocation } from './canonicalPath';
import { globalMiddleware, runMiddleware } from './middleware';
import { notFoundMessage, toPageError, type PageError } from './errorStatus';
import { routeTable, type RouteDef } from './routeTable';

export type RouteOutcome =
  | {
      kind: 'redirect';
      /** a path of this site, or the absolute URL of the page on another city's site */
      to: string;
      /** 301: the page's one URL, or its city's site (for good); 302: where this stage or a check sends the visitor */
      status: 301 | 302;
      /** the city whose site `to` is on, when it is not this one (the browser switches the city to go there) */
      city?: string;
    }
  | { kind: 'page'; route: RouteDef; params: Record<string, string | undefined> }
  | { kind: 'error'; error: PageError; route?: RouteDef };

export interface ResolveArgs {
  pathname: string;
  /** the query ('?a=1' or ''), kept by a redirect to the page's canonical URL or to another city's site */
  search?: string;
  isTestStage: boolean;
  api: ApiClient;
  /** the city of the host */
  city: string;
  /**
   * the absolute URL of a path on a city's site; without it a lot, project or publication of another city is shown
   * where it was asked for (nothing to build the other city's URL from)
   */
  cityUrl?: (slug: string, path: string) => string;
}

const routeObjects = routeTable.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string) {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  return match ? { route: match.route.route, params: match.params } : null;
}

export async function resolveRoute({ pathname, search = '', isTestStage, api, city, cityUrl }: ResolveArgs): Promise<RouteOutcome> {
  const canonical = canonicalLocation(pathname, search);
  if (canonical) return { kind: 'redirect', to: canonical, status: 301 };
  try {
    const matched = matchRoute(pathname);
    const redirect = runMiddleware([...globalMiddleware, ...(matched?.route.middleware ?? [])], {
      pathname,
      isTestStage,
    });
    if (redirect) return { kind: 'redirect', to: redirect.redirect, status: 302 };
    if (!matched) return { kind: 'error', error: { status: 404, message: notFoundMessage } };
    const { route, params } = matched;
    const validity = route.validate ? await route.validate({ params, api, city }) : true;
    if (!validity) return { kind: 'error', error: { status: 404, message: notFoundMessage }, route };
    if (validity !== true && cityUrl) {
      const to = cityUrl(validity.city, `${pathname}${search}`);
      return { kind: 'redirect', to, status: 301, city: validity.city };
    }
    return { kind: 'page', route, params };
  } catch (error) {
    // A redirect thrown by a check is a navigation, not an error (product §8).
    const redirect = (error as { redirect?: unknown } | null)?.redirect;
    if (typeof redirect === 'string') return { kind: 'redirect', to: redirect, status: 302 };
    return { kind: 'error', error: toPageError(error) };
  }
}
