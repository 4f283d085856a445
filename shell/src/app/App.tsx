import { BrowserRouter } from 'react-router-dom';
import type { InitialState } from '../state/initialState';
import { ShellProvider } from './ShellProvider';
import { RouteView } from './RouteView';

export function App({ state }: { state: InitialState }) {
  return (
    <BrowserRouter>
      <ShellProvider state={state}>
        <RouteView initialError={state.error} />
      </ShellProvider>
    </BrowserRouter>
  );
}
