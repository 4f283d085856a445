// False on the server and while the browser hydrates the server's markup, true from the first render after that:
// a control whose handler is not attached yet can say so (a form's submit stays disabled, so neither a click nor
// Enter sends the form natively, its fields in the URL).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
