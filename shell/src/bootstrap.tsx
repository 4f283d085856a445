import { createRoot } from 'react-dom/client';
import { keepTrackingParams } from '@estate/shared-api';
import { initRemotes } from './federation/remotes';
import { readInitialState } from './state/initialState';
import { App } from './app/App';

const state = readInitialState();
initRemotes(state.remotes);
// The landing query's tracking parameters (SPEC §3) are kept for 7 days for the leads' utm field, whatever loads.
keepTrackingParams(window.location, state.domain.siteDomain);
// QA marker: a document reload replaces it, client navigation keeps it.
(window as unknown as { __shellBootedAt?: number }).__shellBootedAt = Date.now();
createRoot(document.getElementById('root') as HTMLElement).render(<App state={state} />);
