// The shell's React tree inside a router: the browser wraps it in BrowserRouter, the server in StaticRouter.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@estate/shared-api';
import type { InitialState } from '../state/initialState';
import { ShellProvider } from './ShellProvider';
import { RouteView } from './RouteView';
import { RemoteServices } from '../federation/RemoteServices';
import { LinkPrefetch } from '../features/remote-region/LinkPrefetch';
import { RouteHead } from '../shared/head/RouteHead';

export function App({
  state,
  api,
  queryClient,
  routeHead = false,
}: {
  state: InitialState;
  api: ApiClient;
  queryClient: QueryClient;
  /** server: the page renders in the browser, so the first response carries the route's title and description */
  routeHead?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellProvider state={state} api={api}>
        {routeHead ? <RouteHead /> : null}
        <RemoteServices />
        <RouteView initialError={state.error} />
        <LinkPrefetch />
      </ShellProvider>
    </QueryClientProvider>
  );
}
