// The region a remote page renders in. Whatever happens to the remote (down, slow, throwing), the frame around
// it keeps working: the region shows a fallback with a retry that loads the remote again without a reload.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { resetRemote } from '../../federation/remotes';
import { useShell } from '../../app/ShellProvider';
import { loadedPage, preloadPage, shellPage } from './pageModules';
import { RegionBoundary } from './RegionBoundary';
import { RegionFallback } from './RegionFallback';
import { RegionLoading } from './RegionLoading';

interface Props {
  id: string;
  params: Record<string, string | undefined>;
}

type State = { status: 'loading' } | { status: 'ready'; page: RemotePage } | { status: 'failed' };

export function RemoteRegion({ id, params }: Props) {
  const ctx = useShell();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const page = loadedPage(id);
    return page ? { status: 'ready', page } : { status: 'loading' };
  });

  useEffect(() => {
    if (shellPage(id) || (attempt === 0 && loadedPage(id))) return;
    let cancelled = false;
    preloadPage(id)
      .then(() => !cancelled && setState({ status: 'ready', page: loadedPage(id) as RemotePage }))
      .catch((error: unknown) => {
        console.warn(`[shell] ${id} could not be loaded`, error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    resetRemote(id);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [id]);

  const search = new URLSearchParams(location.search);
  const LocalPage = shellPage(id);
  if (LocalPage) {
    return (
      <Suspense fallback={<RegionLoading />}>
        <LocalPage ctx={ctx} params={params} search={search} />
      </Suspense>
    );
  }
  if (state.status === 'loading') return <RegionLoading />;
  if (state.status === 'failed') return <RegionFallback onRetry={retry} />;
  if (state.page.contractVersion !== CONTRACT_VERSION) {
    console.warn(
      `[shell] ${id} implements contract ${state.page.contractVersion}, the shell ${CONTRACT_VERSION}`,
    );
  }
  const { Component } = state.page;
  return (
    <RegionBoundary id={id} onRetry={retry} key={attempt}>
      <Component ctx={ctx} params={params} search={search} />
    </RegionBoundary>
  );
}
