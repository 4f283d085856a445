import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DATA_SCOPES, type DataScope, type DataVersion } from '../db/dataVersion';
import type { LotChange } from '../db/catalogueChanges';
import { requestOrigin } from './requestOrigin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read of the catalogue or content: answered from the response cache and cacheable by browsers and CDNs. */
    publicRead?: boolean;
  }
  interface FastifyRequest {
    /**
     * Which changes of lots the answer shows (set by its handler): a catalogue version that changed only lots the
     * answer is not affected by leaves it cached. Unset: every catalogue change retires it.
     */
    dependsOnLots: ((change: LotChange) => boolean) | null;
  }
}

/**
 * What browsers and CDNs may do with a public read: keep it a second, then serve it a second longer while they
 * revalidate (an ETag makes that a 304). With the server's own bound this keeps a change visible within 3 s everywhere.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=1';
/** Everything else under /api/ is the visitor's own or an error: never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface Entry {
  /** The data versions the response was built from, or was found unaffected by since. */
  versions: Map<DataScope, number>;
  /** The JSON text in UTF-8: encoded once, for the hash and every answer. */
  body: Buffer;
  contentType: string;
  etag: string;
  dependsOnLots: ((change: LotChange) => boolean) | null;
}

export interface ResponseCacheOptions {
  dataVersion: DataVersion;
  /** The bound of the cached bodies in bytes (least recently used go first); 0 keeps none. */
  maxBytes: number;
  /** Told what each public read found: an entry (hit), a miss in flight to wait for (coalesced), nothing, or no live versions (bypass). */
  onLookup?: (result: 'hit' | 'coalesced' | 'miss' | 'bypass') => void;
}

/**
 * The normalised request behind a public read: origin (bodies carry absolute URLs and the host's city), path without
 * its trailing slash, parameters sorted by name (each name's values in their order: a single-valued parameter takes
 * the last), empty values and `offset=0` dropped, as the handlers read them.
 */
export function cacheKey(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://x');
  const path = url.pathname.replace(/\/+$/, '');
  const names = [...new Set(url.searchParams.keys())].sort();
  const pairs: string[] = [];
  for (const name of names) {
    for (const raw of url.searchParams.getAll(name)) {
      const value = raw.trim();
      if (value === '' || (name === 'offset' && value === '0')) continue;
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
  }
  return `${requestOrigin(request)}${path}?${pairs.join('&')}`;
}

const weakEtag = (body: Buffer) => `W/"${crypto.hash('sha1', body, 'base64url')}"`;

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * Whether an answer built at `entry.versions` still holds now: each scope is at that version still, or moved by
 * changes of lots only, none of which the answer is affected by (then it is the answer at the current versions too,
 * and is stamped so). A change of anything else, or one no longer known, retires it.
 */
function stillHolds(entry: Entry, dataVersion: DataVersion): boolean {
  const moved: Array<[DataScope, number]> = [];
  for (const scope of DATA_SCOPES) {
    const built = entry.versions.get(scope) ?? 0;
    const current = dataVersion.current(scope);
    if (built === current) continue;
    const changes = dataVersion.changesSince(scope, built);
    const affects = (lots: readonly LotChange[] | null) => lots === null || entry.dependsOnLots === null || lots.some(entry.dependsOnLots);
    if (!changes || changes.some((change) => affects(change.lots))) return false;
    moved.push([scope, current]);
  }
  for (const [scope, version] of moved) entry.versions.set(scope, version);
  return true;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
/** A read of a public-read route: HEAD answers as GET does (headers, cache), without the body. */
const isPublicRead = (request: FastifyRequest) => request.routeOptions.config.publicRead === true && isRead(request);

/**
 * Caches the responses of public reads (routes with `config.publicRead`) per normalised request until the data
 * versions they were built from change in a way that affects them (`stillHolds`): a change through any API process
 * is known here at its commit (NOTIFY) or within `DATA_VERSION_POLL_MS`, so no answer is older than that bound (1 s
 * by default); while the notifications are down (the database unreachable) nothing is answered from memory. A burst
 * of one request builds it once (the others wait for the first). Public reads carry an ETag and
 * `PUBLIC_READ_CACHE_CONTROL` (they set no session cookie, see sessionCookies.ts; one that set a cookie would be
 * `private`), everything else under /api/ `private, no-store`.
 *
 * Registered before compression, so its onSend sees the serialised JSON.
 */
export function registerResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const entries =
    options.maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: options.maxBytes,
          sizeCalculation: (entry) => entry.body.length + 200,
        })
      : null;
  /** Misses being built, by key and stamp: a burst of one request waits for the first instead of querying again. */
  const building = new Map<string, Promise<Entry | null>>();
  const filling = new WeakMap<FastifyRequest, { key: string; versions: Map<DataScope, number>; done(entry: Entry | null): void }>();
  const versions = () => new Map(DATA_SCOPES.map((scope) => [scope, options.dataVersion.current(scope)]));
  const readAt = new WeakMap<FastifyRequest, string>();

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    reply.header('etag', entry.etag);
    if (matches(request, entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  };

  const lookup = options.onLookup ?? (() => undefined);
  app.decorateRequest('dependsOnLots', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!isPublicRead(request)) return;
    if (!options.dataVersion.live()) return lookup('bypass');
    const key = cacheKey(request);
    const current = versions();
    const cached = entries?.get(key);
    if (cached && stillHolds(cached, options.dataVersion)) {
      lookup('hit');
      return sendEntry(request, reply, cached);
    }
    const flight = `${[...current.values()].join('.')} ${key}`;
    const pending = building.get(flight);
    lookup(pending ? 'coalesced' : 'miss');
    if (pending) {
      const built = await pending;
      if (built) return sendEntry(request, reply, built);
    } else {
      let done!: (entry: Entry | null) => void;
      building.set(flight, new Promise((resolve) => (done = resolve)));
      filling.set(request, {
        key,
        versions: current,
        done: (entry) => {
          building.delete(flight);
          done(entry);
        },
      });
    }
    return undefined;
  });

  /** Ends the request's part in the cache: its waiters get what it built (or go ahead themselves). */
  const finish = (request: FastifyRequest, entry: Entry | null) => {
    filling.get(request)?.done(entry);
    filling.delete(request);
  };

  // A read says the versions known when it arrived: whatever it reads is at least that new (a version is known only
  // once its change committed), while one learnt later may be newer than what it read. So its header never claims
  // fresher data than the answer holds, and a shell server never caches an old page as a new one. A write says the
  // versions after it (the shell server knows of the visitor's own change as the answer passes).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/') && isRead(request)) readAt.set(request, versionHeader(options.dataVersion));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('x-data-version', readAt.get(request) ?? versionHeader(options.dataVersion));
    const fill = filling.get(request);
    if (!isPublicRead(request) || (reply.statusCode !== 200 && reply.statusCode !== 304)) {
      finish(request, null);
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : PUBLIC_READ_CACHE_CONTROL);
    const contentType = String(reply.getHeader('content-type'));
    const json = contentType.startsWith('application/json');
    if (reply.hasHeader('etag') || !(typeof payload === 'string' || (json && Buffer.isBuffer(payload)))) {
      finish(request, null); // a hit (sendEntry set its ETag) or a body that is neither text nor JSON bytes (a file)
      return payload;
    }
    // JSON a handler sent as bytes (a page joined from cards kept encoded) is kept as it is
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = weakEtag(body);
    const entry = fill ? { versions: fill.versions, body, contentType, etag, dependsOnLots: request.dependsOnLots } : null;
    if (fill && entry) entries?.set(fill.key, entry);
    finish(request, entry);
    reply.header('etag', etag);
    if (!matches(request, etag)) return body;
    reply.code(304);
    return '';
  });

  // A request that ends without sending (aborted, failed before onSend) lets its waiters go.
  app.addHook('onResponse', async (request) => finish(request, null));
  app.addHook('onRequestAbort', async (request) => finish(request, null));
}

/** `catalogue:5.content:3`: the `X-Data-Version` of an answer (see the onRequest hook above). */
export function versionHeader(dataVersion: DataVersion): string {
  return DATA_SCOPES.map((scope) => `${scope}:${dataVersion.current(scope)}`).join('.');
}

/** Marks every reading route registered in `app` (an encapsulated context), HEAD ones included, as a public read. */
export function markPublicReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') || methods.includes('HEAD')) route.config = { ...(route.config ?? {}), publicRead: true };
  });
}
