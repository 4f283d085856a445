// Pages the shell renders itself ("shell/Name"): lazily loaded components with their prefetch, like a remote page.
import { lazy, type ComponentType } from 'react';
import type { PagePrefetch, RemotePageProps } from '@estate/shared-api';
import { showcasePrefetch } from '../features/showcase/showcaseData';

interface ShellPage {
  Component: ComponentType<RemotePageProps>;
  prefetch?: PagePrefetch;
}

const shellPages: Record<string, ShellPage> = {
  'shell/Showcase': { Component: lazy(() => import('../features/showcase/ShowcasePage')), prefetch: showcasePrefetch },
};

export function isShellPage(id: string): boolean {
  return id in shellPages;
}

export function shellPage(id: string): ShellPage | null {
  return shellPages[id] ?? null;
}
