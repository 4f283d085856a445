// Where a region's page module comes from. In the browser: loaded through federation once and kept (code, not
// data); on the server: what the shell server loaded for this request before rendering (PageModulesProvider).
import { createContext, useContext } from 'react';
import type { RemotePage } from '@estate/shared-api';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { isShellPage } from '../../routes/shellPages';

export interface PageModules {
  /** the module when it is at hand, so the region renders it at once */
  loaded(id: string): RemotePage | null;
  /** a promise of the module (the same promise until `reset`); a server render throws instead */
  load(id: string): Promise<RemotePage>;
}

const loadedPages = new Map<string, RemotePage>();
const loading = new Map<string, Promise<RemotePage>>();

/** The page module if it is already loaded, so a preloaded page renders without a loading frame. */
export function loadedPage(id: string): RemotePage | null {
  return loadedPages.get(id) ?? null;
}

export function loadPage(id: string): Promise<RemotePage> {
  let promise = loading.get(id);
  if (!promise) {
    promise = loadRemoteModule<RemotePage>(id).then((page) => {
      loadedPages.set(id, page);
      return page;
    });
    // a failure is kept until a retry (`resetPage`), so every region showing this page shows the same fallback
    promise.catch(() => undefined);
    loading.set(id, promise);
  }
  return promise;
}

/** Loads a remote page ahead of showing it (shell pages load as they render). */
export function preloadPage(id: string): Promise<void> {
  if (isShellPage(id)) return Promise.resolve();
  return loadPage(id).then(() => undefined);
}

/** Forgets a failed page so the next load fetches its remote again. */
export function resetPage(id: string) {
  loading.delete(id);
  loadedPages.delete(id);
  resetRemote(id);
}

export const browserPageModules: PageModules = { loaded: loadedPage, load: loadPage };

const PageModulesContext = createContext<PageModules>(browserPageModules);
export const PageModulesProvider = PageModulesContext.Provider;

export function usePageModules(): PageModules {
  return useContext(PageModulesContext);
}
