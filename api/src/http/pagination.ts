import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from './requestOrigin';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface Page {
  limit: number;
  offset: number;
}

/** `limit` (default 20, capped at 100 like DRF's max_limit) and `offset` of a validated query (`pageQuery`). */
export function readPage(query: { limit?: number; offset?: number }, defaultLimit = DEFAULT_LIMIT): Page {
  return { limit: Math.min(query.limit ?? defaultLimit, MAX_LIMIT), offset: query.offset ?? 0 };
}

function withPage(request: FastifyRequest, limit: number, offset: number | null): string {
  // the path and query parsed on their own: a client's odd Host or X-Forwarded-Host is no URL base to parse against
  const url = new URL(request.url, 'http://path.invalid');
  url.searchParams.set('limit', String(limit));
  if (offset === null || offset <= 0) url.searchParams.delete('offset');
  else url.searchParams.set('offset', String(offset));
  return `${requestOrigin(request)}${url.pathname}${url.search}`;
}

/** The absolute `next`/`previous` links of a page, built from the browser-visible origin. */
function pageLinks(request: FastifyRequest, page: Page, count: number): { next: string | null; previous: string | null } {
  return {
    next: page.offset + page.limit < count ? withPage(request, page.limit, page.offset + page.limit) : null,
    previous: page.offset > 0 ? withPage(request, page.limit, page.offset - page.limit) : null,
  };
}

/** Wraps one page of results with its links. */
export function paginated<T>(request: FastifyRequest, page: Page, count: number, results: T[]): { count: number; next: string | null; previous: string | null; results: T[] } {
  return { count, ...pageLinks(request, page, count), results };
}

const COMMA = Buffer.from(',');
const RESULTS_END = Buffer.from(']}');

/**
 * Sends `paginated`'s answer joined from results serialised already (cards kept encoded), past the route's serialiser:
 * the bytes it would write, without a pass over the results. The route's schema still describes the answer.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, count: number, results: readonly Buffer[]): FastifyReply {
  const { next, previous } = pageLinks(request, page, count);
  const parts: Buffer[] = [Buffer.from(`{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[`)];
  results.forEach((json, index) => (index === 0 ? parts.push(json) : parts.push(COMMA, json)));
  parts.push(RESULTS_END);
  return reply.type('application/json; charset=utf-8').send(Buffer.concat(parts));
}
