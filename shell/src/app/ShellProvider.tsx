// Builds the ShellContext every remote page receives (the contract of shared-api) and provides it to the frame.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiClient, CONTRACT_VERSION, createEventBus, type ShellContext } from '@estate/shared-api';
import type { InitialState } from '../state/initialState';
import { Widget } from '../features/remote-region/Widget';

const Context = createContext<ShellContext | null>(null);

export function useShell(): ShellContext {
  const shell = useContext(Context);
  if (!shell) throw new Error('useShell outside ShellProvider');
  return shell;
}

export function cityHost(slug: string, siteDomain: string, defaultSlug = 'moskva'): string {
  return slug === defaultSlug ? siteDomain : `${slug}.${siteDomain}`;
}

export function ShellProvider({ state, children }: { state: InitialState; children: ReactNode }) {
  const navigate = useNavigate();
  // The router's navigate may change identity between renders; the context (and its bus) must not.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [shell] = useState<ShellContext>(() => ({
    contractVersion: CONTRACT_VERSION,
    city: state.city,
    cities: state.cities,
    device: state.device,
    domain: state.domain,
    baseData: state.baseData,
    projects: state.projects,
    api: new ApiClient(),
    bus: createEventBus(),
    navigate: (to, options) => navigateRef.current(to, options),
    cityUrl: (slug, path) => `${state.domain.protocol}://${cityHost(slug, state.domain.siteDomain)}${path}`,
    Widget,
  }));
  return <Context.Provider value={shell}>{children}</Context.Provider>;
}
