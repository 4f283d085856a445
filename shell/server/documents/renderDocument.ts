// The fourth step: the document rendered — for the cache (for nobody, whole, sealed: hash-based CSP, compressed
// once), or streamed to this visitor (React's inline scripts under this response's nonce), or, for the bench's floor,
// recorded and sent without its scripts.
import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import type { ShellConfig } from '../config';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { withoutScripts } from '../render/documentFloor';
import { recordDocument, streamDocument } from '../render/streamDocument';
import { replyTarget } from '../render/replyTarget';
import { documentSecurityHeaders } from '../security/securityHeaders';
import type { ShellMetrics } from '../metrics/shellMetrics';
import type { RenderedDocument } from './documentCache';
import { prepareDocument } from './prepareDocument';
import type { PageContext } from './resolvePage';
import { sealDocument } from './sealedDocument';
import { CRAWLER_RETRY_AFTER } from './sendDocument';

export interface RenderDeps {
  config: ShellConfig;
  registry: RemoteRegistry;
  log: (line: object) => void;
  metrics: Pick<ShellMetrics, 'rendered'>;
}

/** The remote whose page a document shows (`shell`: the shell's own pages and the error pages). */
function remoteOf(context: PageContext): string {
  return context.outcome.kind === 'page' ? (context.outcome.route.page.split('/')[0] ?? 'shell') : 'shell';
}

/** Reports how long a render took: from preparing the page until its document was whole (streamed: began to go out). */
function timeRender(context: PageContext, deps: RenderDeps): () => void {
  const started = performance.now();
  return () => deps.metrics.rendered(remoteOf(context), (performance.now() - started) / 1000);
}

/** A page left to the browser under load is kept this long only before it is rendered again. */
const DEGRADED_TTL_MS = 1000;

/** A random stand-in for the nonce in a document rendered for the cache, taken out when it is sealed. */
const NONCE_PLACEHOLDER = crypto.randomBytes(24).toString('base64');

/**
 * Renders for the cache run two at a time (one renders while the other waits for its data; rendering is work of this
 * one event loop); the others wait their turn before their budget starts. A cold burst on 40 lot pages otherwise
 * rendered all of them at once on one event loop: each went over the render budget, was kept 1 s as a page left to
 * the browser and rendered again, so the burst never settled.
 */
const cacheRenders = pLimit(2);

export function renderForCache(context: PageContext, deps: RenderDeps): Promise<RenderedDocument> {
  return cacheRenders(async () => {
    const done = timeRender(context, deps);
    const prepared = await prepareDocument(context, deps);
    const recorded = await recordDocument(prepared.element, {
      ...prepared.options(NONCE_PLACEHOLDER),
      // the whole document, as a crawler gets it
      crawler: true,
      log: deps.log,
    });
    const sealed = await sealDocument(recorded, NONCE_PLACEHOLDER, (scriptHashes) =>
      documentSecurityHeaders(deps.config.csp, { ...prepared.security, scriptHashes }),
    );
    const document = prepared.failed ? { ...sealed, degraded: true } : sealed;
    done();
    return {
      document,
      keep: document.status === 200,
      dataVersion: context.reads.dataVersion(),
      ...(prepared.failed && { ttlMs: DEGRADED_TTL_MS }),
    };
  });
}

/** Renders the document for this visitor: streamed as soon as the frame is ready (a crawler: once all is). */
export async function streamForVisitor(reply: FastifyReply, context: PageContext, deps: RenderDeps): Promise<void> {
  const done = timeRender(context, deps);
  const prepared = await prepareDocument(context, deps);
  // React's own inline scripts (a boundary finished after the shell) carry this request's nonce
  const nonce = crypto.randomBytes(16).toString('base64');
  const options = prepared.options(nonce);
  const headers = { ...options.headers, ...documentSecurityHeaders(deps.config.csp, { ...prepared.security, nonce }) };
  // a crawler never gets a page left to the browser as a page: it comes back later
  const status = context.crawler && prepared.failed ? 503 : options.status;
  const crawlerHeaders = status === 503 && prepared.failed ? { ...headers, 'Retry-After': CRAWLER_RETRY_AFTER } : headers;
  if (context.floor) {
    const document = await recordDocument(prepared.element, { ...options, crawler: true, log: deps.log });
    done();
    await reply.code(document.status).headers(headers).send(withoutScripts(document.html));
    return;
  }
  const target = replyTarget(reply);
  streamDocument(target, prepared.element, { ...options, status, headers: crawlerHeaders, crawler: context.crawler, log: deps.log });
  await target.sent;
  done();
}
