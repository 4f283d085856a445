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
  | { kind: 'page'; route: RouteDef; params: Record<string, string | undefined> }
  /** 301: the page's one URL (permanent); 302: where this stage or a check sends the visitor (temporary) */
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'error'; error: PageError; route?: RouteDef };

export interface ResolveArgs {
  pathname: string;
  /** the query (`?…`), kept by a redirect to the page's canonical URL */
  search?: string;
  isTestStage: boolean;
  api: ApiClient;
  city: string;
}

const routeObjects = routeTable.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string) {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  return match ? { route: match.route.route, params: match.params } : null;
}

export async function resolveRoute({ pathname, search = '', isTestStage, api, city }: ResolveArgs): Promise<RouteOutcome> {
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
    if (route.validate && !(await route.validate({ params, api, city }))) {
      return { kind: 'error', error: { status: 404, message: notFoundMessage }, route };
    }
    return { kind: 'page', route, params };
  } catch (error) {
    // A redirect thrown by a check is a navigation, not an error (SPEC §8).
    const redirect = (error as { redirect?: unknown } | null)?.redirect;
    if (typeof redirect === 'string') return { kind: 'redirect', to: redirect, status: 302 };
    return { kind: 'error', error: toPageError(error) };
  }
}
