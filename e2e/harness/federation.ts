// Reads module federation's runtime state in the page: every distinct provided copy of a shared module, whether it
// was loaded, and which apps use it. Several federation instances reference the same share scope objects, so copies
// are told apart by identity, not by where they were found.
import type { Page } from '@playwright/test';

export interface SharedCopy {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

export function sharedCopies(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } })
      .__FEDERATION__;
    const seen = new Set<Entry>();
    const copies: SharedCopy[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const modules of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(modules)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            copies.push({
              name,
              version,
              from: entry.from ?? '',
              loaded: Boolean(entry.loaded || entry.lib),
              useIn: [...(entry.useIn ?? [])],
            });
          }
        }
      }
    }
    return copies;
  });
}
