// The region a remote page renders in. Whatever happens to the remote (down, slow, throwing), the frame around
// it keeps working: the region shows a fallback with a retry that loads the remote again without a reload.
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTRACT_VERSION, type RemotePage } from '@estate/shared-api';
import { resetRemote } from '../../federation/remotes';
import { useShell } from '../../app/ShellProvider';
import { isShellPage, loadedPage, pageFailed, preloadPage, shellPageElement } from './pageModules';
import { RegionBoundary } from './RegionBoundary';
import { RegionFallback } from './RegionFallback';
import { RegionLoading } from './RegionLoading';

interface Props {
  id: string;
  params: Record<string, string | undefined>;
}

type State = { status: 'loading' } | { status: 'ready'; page: RemotePage } | { status: 'failed' };

/** The region is marked with the module it renders, so QA can tell which remote drew what. */
export function RemoteRegion(props: Props) {
  return (
    <div data-remote-region={props.id}>
      <RegionContent {...props} />
    </div>
  );
}

function RegionContent({ id, params }: Props) {
  const ctx = useShell();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const page = loadedPage(id);
    if (page) return { status: 'ready', page };
    return pageFailed(id) ? { status: 'failed' } : { status: 'loading' };
  });

  useEffect(() => {
    // A page the route view already loaded (or failed to load) needs no second attempt until a retry.
    if (isShellPage(id) || (attempt === 0 && (loadedPage(id) || pageFailed(id)))) return;
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
  if (isShellPage(id)) {
    return <Suspense fallback={<RegionLoading />}>{shellPageElement(id, { ctx, params, search })}</Suspense>;
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
