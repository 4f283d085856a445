// Where a page module comes from: "remote/Module" from a remote through federation, "shell/Name" from the shell.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { RemotePage, RemotePageProps } from '@estate/shared-api';
import { loadRemoteModule } from '../../federation/remotes';

const shellPages: Record<string, ComponentType<RemotePageProps>> = {
  'shell/Showcase': lazy(() => import('../showcase/ShowcasePage')),
};

const loadedPages = new Map<string, RemotePage>();
const failedPages = new Set<string>();

export function isShellPage(id: string): boolean {
  return id in shellPages;
}

/** The element of a page the shell renders itself (lazy: wrap it in Suspense). */
export function shellPageElement(id: string, props: RemotePageProps): ReactElement | null {
  const page = shellPages[id];
  return page ? createElement(page, props) : null;
}

/** The page module if it is already loaded, so a preloaded page renders without a loading frame. */
export function loadedPage(id: string): RemotePage | null {
  return loadedPages.get(id) ?? null;
}

/** Whether the last attempt to load the page failed (its region shows the fallback at once). */
export function pageFailed(id: string): boolean {
  return failedPages.has(id);
}

export async function preloadPage(id: string): Promise<void> {
  if (shellPages[id]) return;
  try {
    loadedPages.set(id, await loadRemoteModule<RemotePage>(id));
    failedPages.delete(id);
  } catch (error) {
    failedPages.add(id);
    throw error;
  }
}
