// Before rendering, the page's module is loaded from its remote's server build and its first data prefetched,
// together within the render budget. Past the budget, or when either fails, the region is left to the browser
// (loading state in the document, the browser loads and renders it as on a client navigation). So is a page still on
// contract 1: it fetches its data in effects and keeps page state outside React (stores a service fills before the
// page hydrates), so its server markup would not be what the browser renders; it renders in the browser as before.
import type { PrefetchArgs, RemotePage } from '@estate/shared-api';
import { shellPage } from '../../src/routes/shellPages';
import type { PageStyle, RemoteManifest, RemoteRegistry } from '../federation/remoteRegistry';

export type RegionOutcome =
  | { rendered: true; page: RemotePage | null; manifest: RemoteManifest | null; styles: PageStyle[] }
  | { rendered: false; reason: string; expected?: boolean };

function budget(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`over the render budget of ${ms} ms`)), ms).unref();
  });
}

export async function prepareRegion(
  registry: RemoteRegistry,
  id: string,
  args: PrefetchArgs,
  budgetMs: number,
): Promise<RegionOutcome> {
  const own = shellPage(id);
  try {
    return await Promise.race([
      (async (): Promise<RegionOutcome> => {
        if (own) {
          await own.prefetch?.(args);
          return { rendered: true, page: null, manifest: null, styles: [] };
        }
        const loaded = await registry.loadPage(id);
        if (loaded.page.contractVersion < 2) return { rendered: false, reason: 'contract 1', expected: true };
        await loaded.page.prefetch?.(args);
        return { rendered: true, ...loaded };
      })(),
      budget(budgetMs),
    ]);
  } catch (error) {
    return { rendered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
