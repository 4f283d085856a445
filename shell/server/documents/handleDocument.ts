// Answers a page request, step by step:
//   1. documentRequest  what is asked: URL, site and city of the host, device, crawler or not, the floor, the cache key
//   2. the cache         a fresh document is sent at once (past its time: rendered again in the background)
//   3. resolvePage       the route's outcome for the city (a redirect, a page, an error page), through the render's API
//   4. prepareDocument   the frame's data, the page's module and prefetch, the initial state, the React tree
//   5. renderDocument    rendered for the cache (kept when its data is the current data), or streamed to the visitor
//   6. sendDocument      sent, in the client's encoding
// A render that runs past the budget while a good rendering of the page exists is answered with that one (marked
// stale) and goes on in the background; without one the request waits up to the budget plus SSR_RENDER_WAIT_MS.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellConfig } from '../config';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import type { CityDirectory } from '../site/cityDirectory';
import type { ShellMetrics } from '../metrics/shellMetrics';
import type { CachedDocument, Claim, DocumentCache, Lookup } from './documentCache';
import { readDocumentRequest, type DocumentRequest } from './documentRequest';
import { isPerVisitor, resolvePage, type PageContext, type Redirect } from './resolvePage';
import { renderForCache, streamForVisitor } from './renderDocument';
import { sendCached, sendRedirect, type CacheOutcome } from './sendDocument';

export interface DocumentDeps {
  config: ShellConfig;
  registry: RemoteRegistry;
  documents: DocumentCache;
  cities: CityDirectory;
  /** what the server knows of the API's data versions, told of every answer a render reads */
  learnVersion: (header: string | undefined) => void;
  log: (line: object) => void;
  metrics: ShellMetrics;
}

/** What a request's render came to: a redirect, a document of the cache, or a page to render for the visitor. */
type Outcome = Redirect | { document: CachedDocument; cache: CacheOutcome } | { visitor: PageContext };

const STALE = Symbol('over the budget');

export async function handleDocument(request: FastifyRequest, reply: FastifyReply, deps: DocumentDeps): Promise<FastifyReply> {
  const asked = await readDocumentRequest(request, deps.config, deps.cities);
  const found = deps.documents.lookup(asked.key);
  if (found.document) {
    deps.metrics.documentServed('hit');
    sendCached(reply, found.document, { cache: 'hit', floor: asked.floor, crawler: asked.crawler });
    // past its time: rendered again now that this visitor has their answer
    if (found.refresh) void refresh(asked, found.refresh, deps);
    return reply;
  }
  const outcome = produce(asked, found, deps);
  const first = found.lastGood ? await Promise.race([outcome, overBudget(deps.config.renderBudgetMs)]) : await outcome;
  if (first === STALE) {
    outcome.catch((error: unknown) => deps.log({ level: 'warn', msg: 'document render failed', path: asked.url.pathname, error: String(error) }));
    deps.metrics.documentServed('stale');
    return sendCached(reply, found.lastGood as CachedDocument, { cache: 'stale', floor: asked.floor, crawler: asked.crawler });
  }
  if ('redirect' in first) return sendRedirect(reply, first);
  if ('document' in first) {
    deps.metrics.documentServed(first.cache);
    return sendCached(reply, first.document, { cache: first.cache, floor: asked.floor, crawler: asked.crawler });
  }
  deps.metrics.documentServed('bypass');
  await streamForVisitor(reply, first.visitor, deps);
  return reply;
}

function overBudget(ms: number): Promise<typeof STALE> {
  return new Promise((resolve) => setTimeout(() => resolve(STALE), ms).unref());
}

/**
 * Renders what the request needs: waits for an earlier request's render of the same document, or renders it for
 * the cache (this request holding the claim), or resolves a page to render for this visitor only.
 */
async function produce(asked: DocumentRequest, found: Extract<Lookup, { document: null }>, deps: DocumentDeps): Promise<Outcome> {
  if (found.rendering) {
    const document = await found.rendering;
    if (document) return { document, cache: 'hit' };
  }
  const claim = found.claim && !isPerVisitor(asked.url.pathname) ? found.claim : null;
  try {
    const context = await resolvePage(asked, { apiUrl: deps.config.apiUrl, anonymous: claim !== null, learn: deps.learnVersion });
    if ('redirect' in context) return context;
    if (claim) return { document: await claim.fill(() => renderForCache(context, deps)), cache: 'miss' };
    return { visitor: context };
  } finally {
    found.claim?.skip(); // no-op once filled; a page of the visitor's own lets waiters render for themselves at once
  }
}

/** Renders a cached document again after its time was up (its visitors got the previous one meanwhile). */
async function refresh(asked: DocumentRequest, claim: Claim, deps: DocumentDeps): Promise<void> {
  try {
    const context = await resolvePage(asked, { apiUrl: deps.config.apiUrl, anonymous: true, learn: deps.learnVersion });
    if (!('redirect' in context)) await claim.fill(() => renderForCache(context, deps));
  } catch (error) {
    deps.log({ level: 'warn', msg: 'document refresh failed', path: asked.url.pathname, error: String(error) });
  } finally {
    claim.skip(); // no-op once filled
  }
}
