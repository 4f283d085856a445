// Test doubles of the shell: a ShellContext whose API client answers from a route table (the real ApiClient and
// query serialiser run; only the network is replaced), and a router around the page under test.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClient, CONTRACT_VERSION, createEventBus, createQueryClient, type ShellContext, type WidgetProps } from '@estate/shared-api';

export type FakeRoute = unknown | ((url: URL, init?: RequestInit) => unknown);

export interface FakeCalls {
  /** every request as 'METHOD /path?query' */
  requests: string[];
}

function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as unknown as Response;
}

/** A context whose `api` answers GETs from `routes` (keyed by path; 404 otherwise) and records every request. */
export function fakeCtx(routes: Record<string, FakeRoute>, overrides: Partial<ShellContext> = {}): ShellContext & { calls: FakeCalls } {
  const calls: FakeCalls = { requests: [] };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://test');
    calls.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const route = routes[url.pathname];
    if (route === undefined) return fakeResponse(404, { detail: 'Страница не найдена.' });
    return fakeResponse(200, typeof route === 'function' ? (route as (url: URL, init?: RequestInit) => unknown)(url, init) : route);
  };
  const Widget = ({ module, props }: WidgetProps) => <span data-widget={module} data-props={JSON.stringify(props ?? {})} />;
  return {
    contractVersion: CONTRACT_VERSION,
    city: { id: 1, title: 'Москва', slug: 'moskva' },
    cities: [],
    device: { type: 'desktop', webp: true, ios: false, mac: false, safari: false, touch: false },
    domain: { host: 'localhost:8080', apiHost: '', protocol: 'http', siteDomain: 'localhost:8080', isTestStage: true },
    baseData: null,
    projects: [],
    api: new ApiClient({ fetch: fetchImpl, cookies: () => '' }),
    bus: createEventBus(),
    integrations: { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null } },
    navigate: jest.fn(),
    cityUrl: (slug, path) => `http://${slug}.localhost:8080${path}`,
    Widget,
    ...overrides,
    calls,
  };
}

/** Renders inside a router and a fresh query cache, as the shell does. */
export function renderWithRouter(element: ReactElement, path = '/') {
  const queryClient = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return render(element, { wrapper: Wrapper });
}
