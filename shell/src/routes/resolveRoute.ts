// Decides what a path shows: a page, a redirect or an error page. The shell server runs it for the HTTP status
// of the first load, the browser router runs it on every navigation; both get the same answer.
import { matchRoutes } from 'react-router-dom';
import type { ApiClient } from '@estate/shared-api';
import { globalMiddleware, runMiddleware } from './middleware';
import { notFoundMessage, toPageError, type PageError } from './errorStatus';
import { routeTable, type RouteDef } from './routeTable';

export type RouteOutcome =
  | { kind: 'page'; route: RouteDef; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: PageError; route?: RouteDef };

export interface ResolveArgs {
  pathname: string;
  isTestStage: boolean;
  api: ApiClient;
  city: string;
}

const routeObjects = routeTable.map((route) => ({ path: route.path, route }));

export function matchRoute(pathname: string) {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  return match ? { route: match.route.route, params: match.params } : null;
}

export async function resolveRoute({ pathname, isTestStage, api, city }: ResolveArgs): Promise<RouteOutcome> {
  try {
    const matched = matchRoute(pathname);
    const redirect = runMiddleware([...globalMiddleware, ...(matched?.route.middleware ?? [])], {
      pathname,
      isTestStage,
    });
    if (redirect) return { kind: 'redirect', to: redirect.redirect };
    if (!matched) return { kind: 'error', error: { status: 404, message: notFoundMessage } };
    const { route, params } = matched;
    if (route.validate && !(await route.validate({ params, api, city }))) {
      return { kind: 'error', error: { status: 404, message: notFoundMessage }, route };
    }
    return { kind: 'page', route, params };
  } catch (error) {
    // A redirect thrown by a check is a navigation, not an error (SPEC §8).
    const redirect = (error as { redirect?: unknown } | null)?.redirect;
    if (typeof redirect === 'string') return { kind: 'redirect', to: redirect };
    return { kind: 'error', error: toPageError(error) };
  }
}
