// Test helpers: a ShellContext whose API answers from a handler, and a render inside a router, like the shell does.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType, useParams } from 'react-router-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiClient, CONTRACT_VERSION, createEventBus, createQueryClient, type ShellContext, type WidgetProps } from '@estate/shared-api';

export interface FakeRequest {
  path: string;
  query: URLSearchParams;
}

/** What a handler answers: a body (200), or an explicit status and body. */
export type FakeAnswer = unknown | { status: number; body: unknown };

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && typeof (answer as { status: unknown }).status === 'number';
}

/** What the client reads of a fetch Response (jsdom has no Response class). */
function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  };
  return response as unknown as Response;
}

/** An ApiClient whose fetch calls the handler; every request is recorded. */
export function fakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://site.test');
    const request = { path: url.pathname, query: url.searchParams };
    requests.push(request);
    const answer = await handler(request);
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return jsonResponse(status, body);
  };
  return { api: new ApiClient({ fetch: fetchImpl as typeof fetch, cookies: () => '' }), requests };
}

/** Stands in for the shell's Widget: shows which module it would load and with which props. */
export function FakeWidget({ module, props }: WidgetProps) {
  return (
    <div data-widget={module} data-props={JSON.stringify(props ?? {})}>
      {module}
    </div>
  );
}

export function fakeContext(api: ApiClient, overrides: Partial<ShellContext> = {}): ShellContext {
  return {
    contractVersion: CONTRACT_VERSION,
    city: { id: 1, title: 'Москва', slug: 'moskva' },
    cities: [{ id: 1, title: 'Москва', slug: 'moskva' }],
    device: { type: 'desktop', webp: true, ios: false, mac: false, safari: false, touch: false },
    domain: { host: 'localhost:8080', apiHost: 'http://localhost:8080', protocol: 'http', siteDomain: 'localhost:8080', isTestStage: true },
    baseData: null,
    projects: [],
    api,
    bus: createEventBus(),
    integrations: { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null } },
    navigate: () => undefined,
    cityUrl: (_slug, path) => path,
    Widget: FakeWidget,
    ...overrides,
  };
}

/** Shows the current location, so a test can see where the page navigated (and whether it replaced the entry). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-navigation={useNavigationType()}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders `page(ctx, search, params)` at `url` inside a router and a query cache (fresh, or one a server prefetch
 * filled), with ctx.navigate wired to the router the way the shell does it.
 */
export function renderAt(
  url: string,
  path: string,
  page: (ctx: ShellContext, search: URLSearchParams, params: Record<string, string | undefined>) => ReactElement,
  ctx: ShellContext,
  queryClient: QueryClient = createQueryClient(),
) {
  function Host() {
    const navigate = useNavigate();
    const location = useLocation();
    const params = useParams();
    const wired = { ...ctx, navigate: (to: string, options?: { replace?: boolean }) => navigate(to, options) };
    return page(wired, new URLSearchParams(location.search), params);
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Host />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
