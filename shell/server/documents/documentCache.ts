// Rendered documents of anonymous pages, kept a few seconds per host, path, query and device so a burst on one page
// renders it once. An entry is stamped with the API's data versions its data was read at and the remotes' builds it
// was rendered with, and is served only while both are the current ones (and within `ttlMs`). Once its time is up
// (the versions unchanged) it is still served for another `ttlMs` while one request renders it again in the
// background, so a burst never waits for that render; a change of the versions is never served as fresh. What is
// cached was rendered without the visitor's cookies, so it carries nobody's data, and has no per-response part: its
// CSP allows its inline scripts by hash, not by nonce (sealedDocument.ts), so every response of an entry is the same
// bytes. The last good rendering of each page (of the builds in force) is kept apart, for a render that runs past its
// budget: that request is answered with it, marked stale, while the render goes on and refreshes the entry. When the
// versions move, an entry whose render recorded its reads is offered for a check against the API first (each read
// asked again with its ETag, documents/revalidate.ts): a change elsewhere in the catalogue leaves the page as it was.

import type { RecordedRead } from '../render/renderApi';

export type Encoding = 'identity' | 'gzip' | 'br';

export interface CachedDocument {
  status: number;
  /** every header of the response but its encoding's */
  headers: Record<string, string>;
  /** the markup, encoded once in each encoding it is kept in */
  body: { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** its page was left to the browser (a remote down, the API too slow): a crawler gets 503 with it */
  degraded?: boolean;
}

/** What documents are rendered at: the API's data versions (null while it cannot tell them), the remotes' builds. */
export interface Stamp {
  data: string | null;
  builds: string;
}

/** A document rendered for the cache, and whether it may be kept (a plain anonymous page answered 200). */
export interface RenderedDocument {
  document: CachedDocument;
  keep: boolean;
  /** The one data version every API answer of the render carried; null when they differed (never kept). */
  dataVersion: string | null;
  /** A shorter life than the cache's (a page whose region was left to the browser). */
  ttlMs?: number;
  /** The API reads it was rendered from, with their ETags; null when one had none (it cannot be checked, only rendered). */
  reads?: RecordedRead[] | null;
}

export interface DocumentCacheOptions {
  /** How long an entry may serve at most, whatever the versions say; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** How many stale entries are rendered again at once; past it a stale one serves until a later request's turn. */
  maxRefreshes?: number;
  /** How long the last good rendering of a page may stand in for a render past its budget. */
  lastGoodMs?: number;
  /** The versions and builds documents are rendered at now; while the versions are unknown nothing is cached. */
  stamp: () => Stamp;
  now?: () => number;
}

interface Entry {
  stamp: string;
  builds: string;
  reads: RecordedRead[] | null;
  /** Until when it serves. */
  until: number;
  /** Until when it serves while it is rendered again. */
  staleUntil: number;
  document: CachedDocument;
}

interface LastGood {
  builds: string;
  at: number;
  document: CachedDocument;
}

/** The duty to render a missing document for the cache while later requests for it wait. */
export interface Claim {
  /** Renders the document; kept when it may be; those waiting get it. Returns what was rendered. */
  fill(render: () => Promise<RenderedDocument>): Promise<CachedDocument>;
  /** Lets go without rendering for the cache (a redirect, a page of the visitor's own): waiters render themselves. */
  skip(): void;
}

/**
 * What a lookup finds: the document (past its time: with the claim to render it again in the background, for one
 * request), or nothing, with the claim to render it, or the render of an earlier request to wait for (it resolves
 * null when that one was not kept: render for the visitor), and the last good rendering to fall back on.
 */
export type Lookup =
  | { document: CachedDocument; refresh?: Claim }
  | { document: null; claim: Claim | null; rendering?: Promise<CachedDocument | null>; lastGood?: CachedDocument; revalidate?: Revalidation };

/** A document kept at older data versions, and the reads to check it by: if none of them changed, it holds now. */
export interface Revalidation {
  document: CachedDocument;
  reads: RecordedRead[];
}

export interface DocumentCache {
  /**
   * The document for `key` at the current stamp: cached, or being rendered by an earlier request (to wait for), or
   * missing, in which case this request gets the duty to fill it, so a burst on one page renders it once. Past its
   * time it is still served, and the first request gets the duty to render it again after answering.
   */
  lookup(key: string): Lookup;
}

const stampText = (stamp: Stamp) => `${stamp.data} ${stamp.builds}`;

export function createDocumentCache({ ttlMs, maxEntries, maxRefreshes = 2, lastGoodMs = 600_000, stamp, now = Date.now }: DocumentCacheOptions): DocumentCache {
  const entries = new Map<string, Entry>();
  const good = new Map<string, LastGood>();
  let refreshes = 0;
  const rendering = new Map<string, Promise<CachedDocument | null>>();
  /** The most recently used goes last; the least recently used goes first past `maxEntries`. */
  const keep = <T>(map: Map<string, T>, key: string, value: T) => {
    map.delete(key);
    map.set(key, value);
    while (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };
  const lastGoodOf = (key: string, builds: string): CachedDocument | undefined => {
    const found = good.get(key);
    return found && found.builds === builds && now() - found.at < lastGoodMs ? found.document : undefined;
  };

  return {
    lookup(key) {
      const current = stamp();
      if (ttlMs <= 0) return { document: null, claim: null };
      const lastGood = lastGoodOf(key, current.builds);
      if (current.data === null) return { document: null, claim: null, ...(lastGood && { lastGood }) };
      const text = stampText(current);
      const flight = `${text} ${key}`;
      const entry = entries.get(key);
      if (entry && entry.stamp === text && now() < entry.staleUntil) {
        keep(entries, key, entry);
        if (now() < entry.until || rendering.has(flight) || refreshes >= maxRefreshes) return { document: entry.document };
        refreshes += 1;
        return { document: entry.document, refresh: claim(key, current, flight, () => (refreshes -= 1)) };
      }
      // of the builds in force, checkable and within its time: kept while the check (the claim's) decides
      const checkable = entry && entry.builds === current.builds && entry.reads && !entry.document.degraded && now() < entry.staleUntil;
      if (entry && !checkable) entries.delete(key);
      const pending = rendering.get(flight);
      if (pending) return { document: null, claim: null, rendering: pending, ...(lastGood && { lastGood }) };
      const revalidate = checkable && entry.reads ? { document: entry.document, reads: entry.reads } : undefined;
      return { document: null, claim: claim(key, current, flight), ...(lastGood && { lastGood }), ...(revalidate && { revalidate }) };
    },
  };

  /** The duty to render `key` at `current`; lookups of the same flight meanwhile wait for it (or serve the stale one). */
  function claim(key: string, current: Stamp, flight: string, onSettled = () => {}): Claim {
    let settle!: (document: CachedDocument | null) => void;
    rendering.set(flight, new Promise((resolve) => (settle = resolve)));
    let settled = false;
    const done = (document: CachedDocument | null) => {
      if (settled) return;
      settled = true;
      onSettled();
      rendering.delete(flight);
      settle(document);
    };
    return {
      async fill(render) {
        try {
          const rendered = await render();
          // Kept only when its data was read at the versions in force when it was asked for and they did not move
          // while it rendered: an answer of an API process still behind (or of several versions) is never kept as new.
          const kept = rendered.keep && rendered.dataVersion === current.data && stampText(stamp()) === stampText(current);
          if (kept) {
            const until = now() + Math.min(ttlMs, rendered.ttlMs ?? ttlMs);
            keep(entries, key, { stamp: stampText(current), builds: current.builds, reads: rendered.reads ?? null, until, staleUntil: until + ttlMs, document: rendered.document });
          }
          if (rendered.keep && !rendered.document.degraded) keep(good, key, { builds: current.builds, at: now(), document: rendered.document });
          done(kept ? rendered.document : null);
          return rendered.document;
        } catch (error) {
          done(null);
          throw error;
        }
      },
      skip: () => done(null),
    };
  }
}
