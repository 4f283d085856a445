// Rendered documents of anonymous pages, kept a few seconds per host, path, query and device so a burst on one page
// renders it once. An entry is stamped with the API's data versions and the remotes' builds it was rendered from
// and is served only while both are unchanged (and within `ttlMs`). What is cached was rendered without the
// visitor's cookies, so it carries nobody's data; the per-response parts (the CSP nonce) are filled in when served.

export interface CachedDocument {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** A document rendered for the cache, and whether it may be kept (a plain anonymous page answered 200). */
export interface RenderedDocument {
  document: CachedDocument;
  keep: boolean;
}

export interface DocumentCacheOptions {
  /** How long an entry may serve at most, whatever the versions say; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /** The stamp documents are rendered at (data versions and builds); null: nothing is cached or served. */
  stamp: () => string | null;
  now?: () => number;
}

interface Entry {
  stamp: string;
  at: number;
  document: CachedDocument;
}

export interface DocumentCache {
  /** The document for `key` at the current stamp, if one is cached or being rendered (a burst waits for it). */
  lookup(key: string): Promise<CachedDocument | null>;
  /** Renders `key` and keeps it when it may be kept; those waiting for `key` get it (or render themselves). */
  fill(key: string, render: () => Promise<RenderedDocument>): Promise<CachedDocument>;
  /** Whether documents can be cached at the moment (on, and the stamp known). */
  enabled(): boolean;
}

export function createDocumentCache({ ttlMs, maxEntries, stamp, now = Date.now }: DocumentCacheOptions): DocumentCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedDocument | null>>();
  const enabled = () => ttlMs > 0 && stamp() !== null;

  return {
    enabled,
    async lookup(key) {
      const current = stamp();
      if (ttlMs <= 0 || current === null) return null;
      const entry = entries.get(key);
      if (entry && entry.stamp === current && now() - entry.at < ttlMs) {
        entries.delete(key); // the most recently used goes last
        entries.set(key, entry);
        return entry.document;
      }
      if (entry) entries.delete(key);
      return (await rendering.get(`${current} ${key}`)) ?? null;
    },
    async fill(key, render) {
      const current = stamp();
      if (ttlMs <= 0 || current === null) return (await render()).document;
      const flight = `${current} ${key}`;
      const rendered = render();
      rendering.set(
        flight,
        rendered.then(({ document, keep }) => (keep ? document : null)).catch(() => null),
      );
      try {
        const { document, keep } = await rendered;
        // kept only when the versions did not move while it rendered (it might show some of the old data)
        if (keep && stamp() === current) {
          entries.delete(key);
          entries.set(key, { stamp: current, at: now(), document });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return document;
      } finally {
        rendering.delete(flight);
      }
    },
  };
}
