// A minimal host for running one remote alone in development (`npm run dev -w mfe-x`): it builds the same
// ShellContext the real shell would, from the API (proxied by the dev server), and renders the remote's pages.
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ApiClient,
  CONTRACT_VERSION,
  createEventBus,
  createQueryClient,
  endpoints,
  type CityRef,
  type RemotePage,
  type ShellContext,
} from '@estate/shared-api';

export interface StandaloneRoute {
  path: string;
  load: () => Promise<{ default: RemotePage }>;
}

function PageRoute({ load, ctx }: { load: StandaloneRoute['load']; ctx: ShellContext }) {
  const params = useParams();
  const location = useLocation();
  const [page, setPage] = useState<RemotePage | null>(null);
  useEffect(() => {
    load().then(
      (module) => setPage(module.default),
      (error: unknown) => console.error('[standalone] the page could not load', error),
    );
  }, [load]);
  if (!page) return <p>Загрузка…</p>;
  const { Component } = page;
  return <Component ctx={ctx} params={params} search={new URLSearchParams(location.search)} />;
}

function Host({
  routes,
  cities,
  baseData,
  projects,
}: {
  routes: StandaloneRoute[];
  cities: CityRef[];
  baseData: unknown;
  projects: unknown[];
}) {
  const navigate = useNavigate();
  const [ctx] = useState<ShellContext>(() => {
    const city = cities[0] ?? { id: 0, title: 'Москва', slug: 'moskva' };
    return {
      contractVersion: CONTRACT_VERSION,
      city,
      cities,
      device: { type: 'desktop', webp: true, ios: false, mac: false, safari: false, touch: false },
      domain: {
        host: location.host,
        apiHost: location.origin,
        protocol: 'http',
        siteDomain: location.host,
        isTestStage: true,
      },
      baseData,
      projects,
      api: new ApiClient(),
      bus: createEventBus(),
      integrations: { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null } },
      navigate: (to, options) => void navigate(to, options),
      cityUrl: (_slug, path) => path,
      Widget: (({ fallback }) => <>{fallback ?? null}</>) as ShellContext['Widget'],
    };
  });
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: 16, fontSize: 14, borderBottom: '1px solid #ddd' }}>
        {routes
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <Link key={route.path} to={route.path}>
              {route.path}
            </Link>
          ))}
      </nav>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<PageRoute load={route.load} ctx={ctx} />} />
        ))}
      </Routes>
    </>
  );
}

/** Starts the host; a failure to start (the API unreachable, say) is reported on the console. */
export function startStandalone(routes: StandaloneRoute[], city = 'moskva'): void {
  start(routes, city).catch((error: unknown) => console.error('[standalone] could not start', error));
}

async function start(routes: StandaloneRoute[], city: string) {
  const api = new ApiClient();
  const [cities, baseData, projects] = await Promise.all([
    api.get(endpoints.cities.list()),
    api.get(endpoints.content.basePage(), { query: { city } }),
    api.get(endpoints.projects.list(), { query: { city } }),
  ]);
  // one query cache for the page, as the shell has (contract 2 pages read their data through it)
  const queryClient = createQueryClient();
  const Root: ComponentType = () => (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Host routes={routes} cities={cities} baseData={baseData} projects={projects.results} />
      </BrowserRouter>
    </QueryClientProvider>
  );
  createRoot(document.getElementById('root') as HTMLElement).render(<Root />);
}
