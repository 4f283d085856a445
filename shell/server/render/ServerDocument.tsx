// The document for one request: the same tree the browser hydrates, in a static router, with the page module the
// shell server loaded for this request (any other page module renders in the browser).
import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import type { ApiClient, RemotePage } from '@estate/shared-api';
import { App } from '../../src/app/App';
import { Document } from '../../src/app/Document';
import { PageModulesProvider, type PageModules } from '../../src/features/remote-region/pageModules';
import type { InitialState } from '../../src/state/initialState';
import type { PageStyle } from '../federation/remoteRegistry';
import { BrowserOnly } from './streamDocument';

interface Props {
  state: InitialState;
  stateJson: string;
  location: string;
  api: ApiClient;
  queryClient: QueryClient;
  pageStyles: PageStyle[];
  /** the page module loaded for this request; null: the region renders in the browser */
  page: { id: string; module: RemotePage | null } | null;
}

export function ServerDocument({ state, stateJson, location, api, queryClient, pageStyles, page }: Props) {
  const modules: PageModules = {
    loaded: (id) => (page && page.id === id ? page.module : null),
    load: (id) => {
      throw new BrowserOnly(id);
    },
  };
  return (
    <Document assets={state.assets} pageStyles={pageStyles} stateJson={stateJson}>
      <StaticRouter location={location}>
        <PageModulesProvider value={modules}>
          <App state={state} api={api} queryClient={queryClient} routeHead={!page && !state.error} />
        </PageModulesProvider>
      </StaticRouter>
    </Document>
  );
}
