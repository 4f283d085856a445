import { createRoot } from 'react-dom/client';
import { initRemotes } from './federation/remotes';
import { readInitialState } from './state/initialState';
import { App } from './app/App';

const state = readInitialState();
initRemotes(state.remotes);
// QA marker: a document reload replaces it, client navigation keeps it.
(window as unknown as { __shellBootedAt?: number }).__shellBootedAt = Date.now();
createRoot(document.getElementById('root') as HTMLElement).render(<App state={state} />);
