// The second step: the route's outcome for the request's city — a redirect, a page or an error page (the route
// table's middleware and validity check, shared with the browser router) — read through the render's own API client,
// so the page's prefetch later gets the answers the validity check already had.
import type { PageError } from '../../src/routes/errorStatus';
import { matchRoute, resolveRoute, type RouteOutcome } from '../../src/routes/resolveRoute';
import { cityUrl } from '../../src/shared/city/cityHost';
import { renderApi, type RenderApi } from '../render/renderApi';
import type { DocumentRequest } from './documentRequest';

/** Where the route sends the request instead: permanently (its canonical URL) or for now (a middleware, a check). */
export interface Redirect {
  redirect: string;
  status: 301 | 302;
}

export const outage: PageError = { status: 503, message: 'API unavailable' };

/** What is known once the route is resolved: the request, the API as the render sees it, and the route's outcome. */
export interface PageContext extends DocumentRequest {
  reads: RenderApi;
  /** the API could not name the cities: the outage page */
  apiError: PageError | null;
  outcome: Exclude<RouteOutcome, { kind: 'redirect' }>;
}

/** Pages that show the visitor's own data (favourites, comparison): always rendered for the visitor, never cached. */
export function isPerVisitor(pathname: string): boolean {
  return matchRoute(pathname)?.route.page.startsWith('favorites/') ?? false;
}

/**
 * Resolves the route with an API client carrying the visitor's cookies, or none for a document rendered for the
 * cache (`anonymous`: it must carry nobody's data); a staff member's preview gives the draft's answers (`substitute`).
 */
export async function resolvePage(
  document: DocumentRequest,
  {
    apiUrl,
    anonymous,
    learn,
    substitute,
  }: { apiUrl: string; anonymous: boolean; learn: (header: string | undefined) => void; substitute?: Record<string, unknown> },
): Promise<PageContext | Redirect> {
  const { request, url, domain, city, cities } = document;
  const reads = renderApi({
    apiUrl,
    domain,
    cookie: anonymous ? '' : (request.headers.cookie ?? ''),
    requestId: request.id,
    learn,
    substitute,
  });
  const outcome = await resolveRoute({ pathname: url.pathname, search: url.search, isTestStage: domain.isTestStage, api: reads.api, city: city.slug, cityUrl: (slug, path) => cityUrl(domain.protocol, domain.siteDomain, cities ?? [], slug, path) });
  if (outcome.kind === 'redirect') return { redirect: outcome.to, status: outcome.status };
  return { ...document, reads, apiError: cities ? null : outage, outcome };
}
