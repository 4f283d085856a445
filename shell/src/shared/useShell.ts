// The page's ShellContext, provided by app/ShellProvider. A module of its own, so that what the provider renders
// (widgets, the head) reads it without importing the provider back (an import cycle).
import { createContext, useContext } from 'react';
import type { ShellContext } from '@estate/shared-api';

export const ShellReactContext = createContext<ShellContext | null>(null);

export function useShell(): ShellContext {
  const shell = useContext(ShellReactContext);
  if (!shell) throw new Error('useShell outside ShellProvider');
  return shell;
}
