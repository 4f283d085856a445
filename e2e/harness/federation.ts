// Reads module federation's runtime state in the page: which shared modules were loaded, from which app.
import type { Page } from '@playwright/test';

export interface SharedCopy {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

/** Every provided copy of every shared module, with whether it was actually loaded on the page. */
export function sharedCopies(page: Page): Promise<SharedCopy[]> {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; loading?: unknown; lib?: unknown };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__;
    const copies: { name: string; version: string; from: string; loaded: boolean }[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const modules of Object.values(scopes as Record<string, Record<string, Record<string, Entry>>>)) {
        for (const [name, versions] of Object.entries(modules)) {
          for (const [version, entry] of Object.entries(versions)) {
            copies.push({
              name,
              version,
              from: entry.from ?? '',
              loaded: Boolean(entry.loaded || entry.lib),
            });
          }
        }
      }
    }
    return copies;
  });
}
