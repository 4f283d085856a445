// The shell's React tree inside a router: the browser wraps it in BrowserRouter, the server in StaticRouter.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@estate/shared-api';
import type { InitialState } from '../state/initialState';
import { ShellProvider } from './ShellProvider';
import { RouteView } from './RouteView';
import { RemoteServices } from '../federation/RemoteServices';
import { LinkPrefetch } from '../features/remote-region/LinkPrefetch';

export function App({ state, api, queryClient }: { state: InitialState; api: ApiClient; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider state={state} api={api}>
        <RemoteServices />
        <RouteView initialError={state.error} />
        <LinkPrefetch />
      </ShellProvider>
    </QueryClientProvider>
  );
}
