// The last step: a document of the cache sent — its headers and one write of its body in the client's encoding, with
// `X-Document-Cache` saying what happened (hit, miss, revalidated: kept through a change of data it does not show, or
// stale: the last good rendering standing in for a render past its budget); to a crawler, a page left to the browser goes as 503 with Retry-After; the bench's floor without its
// scripts.
import type { FastifyReply } from 'fastify';
import { withoutScripts } from '../render/documentFloor';
import type { CachedDocument } from './documentCache';
import type { Redirect } from './resolvePage';
import { encodingFor } from './sealedDocument';

/** When a crawler that met a page left to the browser should come back (seconds). */
export const CRAWLER_RETRY_AFTER = '120';

export type CacheOutcome = 'hit' | 'miss' | 'revalidated' | 'stale';

export function sendCached(
  reply: FastifyReply,
  document: CachedDocument,
  { cache, floor, crawler }: { cache: CacheOutcome; floor: boolean; crawler: boolean },
): FastifyReply {
  const unfit = crawler && document.degraded;
  reply
    .code(unfit ? 503 : document.status)
    .headers({ ...document.headers, 'X-Document-Cache': cache, ...(unfit && { 'Retry-After': CRAWLER_RETRY_AFTER }) });
  if (floor) return reply.send(withoutScripts(document.body.identity.toString()));
  const encoding = encodingFor(reply.request.headers['accept-encoding'], document);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(document.body[encoding] ?? document.body.identity);
}

export function sendRedirect(reply: FastifyReply, { redirect, status }: Redirect): FastifyReply {
  return reply.code(status).headers({ Location: redirect, 'Cache-Control': 'no-store' }).send();
}
