// Rendered documents of anonymous pages, kept a few seconds per host, path, query and device so a burst on one page
// renders it once. An entry is stamped with the API's data versions and the remotes' builds it was rendered from
// and is served only while both are unchanged (and within `ttlMs`). Once its time is up (the versions unchanged) it
// is still served for another `ttlMs` while one request renders it again in the background, so a burst never waits
// for that render; a change of the versions is never served stale. What is cached was rendered without the
// visitor's cookies, so it carries nobody's data, and has no per-response part: its CSP allows its inline scripts by
// hash, not by nonce (sealedDocument.ts), so every response of an entry is the same bytes.

export type Encoding = 'identity' | 'gzip' | 'br';

export interface CachedDocument {
  status: number;
  /** every header of the response but its encoding's */
  headers: Record<string, string>;
  /** the markup, encoded once in each encoding it is kept in */
  body: { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
}

/** A document rendered for the cache, and whether it may be kept (a plain anonymous page answered 200). */
export interface RenderedDocument {
  document: CachedDocument;
  keep: boolean;
  /** A shorter life than the cache's (a page whose region was left to the browser under load). */
  ttlMs?: number;
}

export interface DocumentCacheOptions {
  /** How long an entry may serve at most, whatever the versions say; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** How many stale entries are rendered again at once; past it a stale one serves until a later request's turn. */
  maxRefreshes?: number;
  /** The stamp documents are rendered at (data versions and builds); null: nothing is cached or served. */
  stamp: () => string | null;
  now?: () => number;
}

interface Entry {
  stamp: string;
  /** Until when it serves. */
  until: number;
  /** Until when it serves while it is rendered again. */
  staleUntil: number;
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
 * request), or nothing, with the claim to render it (null: render for the visitor).
 */
export type Lookup = { document: CachedDocument; refresh?: Claim } | { document: null; claim: Claim | null };

export interface DocumentCache {
  /**
   * The document for `key` at the current stamp: cached, or being rendered by an earlier request (waited for), or
   * missing, in which case this request gets the duty to fill it, so a burst on one page renders it once. Past its
   * time it is still served, and the first request gets the duty to render it again after answering.
   */
  lookup(key: string): Promise<Lookup>;
}

export function createDocumentCache({ ttlMs, maxEntries, maxRefreshes = 2, stamp, now = Date.now }: DocumentCacheOptions): DocumentCache {
  const entries = new Map<string, Entry>();
  let refreshes = 0;
  const rendering = new Map<string, Promise<CachedDocument | null>>();
  const keep = (key: string, entry: Entry) => {
    entries.delete(key); // the most recently used goes last
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  const uncached: Lookup = { document: null, claim: null };

  return {
    async lookup(key) {
      const current = stamp();
      if (ttlMs <= 0 || current === null) return uncached;
      const flight = `${current} ${key}`;
      const entry = entries.get(key);
      if (entry && entry.stamp === current && now() < entry.staleUntil) {
        keep(key, entry);
        if (now() < entry.until || rendering.has(flight) || refreshes >= maxRefreshes) return { document: entry.document };
        refreshes += 1;
        return { document: entry.document, refresh: claim(key, current, flight, () => (refreshes -= 1)) };
      }
      if (entry) entries.delete(key);
      const pending = rendering.get(flight);
      if (pending) {
        const document = await pending;
        return document ? { document } : uncached;
      }
      return { document: null, claim: claim(key, current, flight) };
    },
  };

  /** The duty to render `key` at `current`; lookups of the same flight meanwhile wait for it (or serve the stale one). */
  function claim(key: string, current: string, flight: string, onSettled = () => {}): Claim {
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
          // kept only when the versions did not move while it rendered (it might show some of the old data)
          const kept = rendered.keep && stamp() === current;
          if (kept) {
            const until = now() + Math.min(ttlMs, rendered.ttlMs ?? ttlMs);
            keep(key, { stamp: current, until, staleUntil: until + ttlMs, document: rendered.document });
          }
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
