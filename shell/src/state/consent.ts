// product §4 Cookie notice: shown until accepted; the acceptance is kept in localStorage under `accept-cookie`.
// Analytics waits for it (DOMAIN: tags load only after the visitor accepts).
import { createStore, type Store } from './store';

export const ACCEPT_COOKIE_KEY = 'accept-cookie';

export type ConsentStore = Store<boolean> & { accept(): void };

function readAccepted(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(ACCEPT_COOKIE_KEY) === 'true';
  } catch {
    return false; // storage blocked: ask again
  }
}

export function createConsentStore(): ConsentStore {
  const store = createStore(readAccepted());
  return {
    ...store,
    accept() {
      try {
        localStorage.setItem(ACCEPT_COOKIE_KEY, 'true');
      } catch {
        // storage blocked: accepted for this page only
      }
      store.set(true);
    },
  };
}
