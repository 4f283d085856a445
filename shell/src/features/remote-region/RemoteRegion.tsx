// The region a remote page renders in. Whatever happens to the remote (down, slow, throwing), the frame around
// it keeps working: the region shows a fallback with a retry that loads the remote again without a reload.
// On the server the page renders when the shell server could load it within its budget; otherwise (and when it
// throws) React leaves the loading state in the document and the browser renders the region. In the browser a
// server-rendered region hydrates as soon as its remote's code has arrived (it suspends until then).
import { Suspense, use, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTRACT_VERSION } from '@estate/shared-api';
import { useShell } from '../../shared/useShell';
import { RouteHead } from '../../shared/head/RouteHead';
import { resetPage, usePageModules } from './pageModules';
import { shellPage } from '../../routes/shellPages';
import { RegionBoundary } from './RegionBoundary';
import { RegionLoading } from './RegionLoading';

interface Props {
  id: string;
  params: Record<string, string | undefined>;
}

/** The region is marked with the module it renders, so QA can tell which remote drew what. */
export function RemoteRegion({ id, params }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetPage(id);
    setAttempt((n) => n + 1);
  }, [id]);
  return (
    <div data-remote-region={id}>
      <RegionBoundary id={id} onRetry={retry} key={attempt}>
        <Suspense
          fallback={
            <>
              <RouteHead />
              <RegionLoading />
            </>
          }
        >
          <RegionPage id={id} params={params} />
        </Suspense>
      </RegionBoundary>
    </div>
  );
}

function RegionPage({ id, params }: Props) {
  const ctx = useShell();
  const location = useLocation();
  const modules = usePageModules();
  const search = new URLSearchParams(location.search);
  const own = shellPage(id);
  if (own) return <own.Component ctx={ctx} params={params} search={search} />;

  const page = modules.loaded(id) ?? use(modules.load(id));
  if (page.contractVersion > CONTRACT_VERSION) {
    console.warn(`[shell] ${id} implements contract ${page.contractVersion}, the shell ${CONTRACT_VERSION}`);
  }
  const { Component } = page;
  return (
    <>
      {page.contractVersion < 2 ? <RouteHead /> : null}
      <Component ctx={ctx} params={params} search={search} />
    </>
  );
}
