import { BrowserRouter } from 'react-router-dom';
import type { InitialState } from '../state/initialState';
import { ShellProvider } from './ShellProvider';
import { RouteView } from './RouteView';
import { RemoteServices } from '../federation/RemoteServices';
import { LinkPrefetch } from '../features/remote-region/LinkPrefetch';

export function App({ state }: { state: InitialState }) {
  return (
    <BrowserRouter>
      <ShellProvider state={state}>
        <RemoteServices />
        <RouteView initialError={state.error} />
        <LinkPrefetch />
      </ShellProvider>
    </BrowserRouter>
  );
}
