// Hydrates the document the shell server rendered: the same tree, the same state and query cache, the remotes'
// builds the server rendered with.
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { ApiClient, createQueryClient, keepTrackingParams } from '@estate/shared-api';
import { initRemotes } from './federation/remotes';
import { reloadOnUncaughtChunkErrors } from './federation/chunkReload';
import { readInitialState } from './state/initialState';
import { Document } from './app/Document';
import { App } from './app/App';
import { onRecoverableError } from './app/recoverableError';

const { state, json } = readInitialState();
initRemotes(state.remotes, state.manifests);
reloadOnUncaughtChunkErrors();
// The landing query's tracking parameters (product §3) are kept for 7 days for the leads' utm field, whatever loads.
keepTrackingParams(window.location, state.domain.siteDomain);
// QA marker: a document reload replaces it, client navigation keeps it.
(window as unknown as { __shellBootedAt?: number }).__shellBootedAt = Date.now();

const queryClient = createQueryClient();
hydrate(queryClient, state.queries);
hydrateRoot(
  document,
  <Document assets={state.assets} pageStyles={state.pageStylesheets.map((href) => ({ href }))} stateJson={json}>
    <BrowserRouter>
      <App state={state} api={new ApiClient()} queryClient={queryClient} />
    </BrowserRouter>
  </Document>,
  { onRecoverableError },
);
