// Where a page module comes from: "remote/Module" from a remote through federation, "shell/Name" from the shell.
import { lazy, type ComponentType } from 'react';
import type { RemotePage, RemotePageProps } from '@estate/shared-api';
import { loadRemoteModule } from '../../federation/remotes';

const shellPages: Record<string, ComponentType<RemotePageProps>> = {
  'shell/Showcase': lazy(() => import('../showcase/ShowcasePage')),
};

const loadedPages = new Map<string, RemotePage>();

export function shellPage(id: string): ComponentType<RemotePageProps> | null {
  return shellPages[id] ?? null;
}

/** The page module if it is already loaded, so a preloaded page renders without a loading frame. */
export function loadedPage(id: string): RemotePage | null {
  return loadedPages.get(id) ?? null;
}

export async function preloadPage(id: string): Promise<void> {
  if (shellPages[id]) return;
  const page = await loadRemoteModule<RemotePage>(id);
  loadedPages.set(id, page);
}
