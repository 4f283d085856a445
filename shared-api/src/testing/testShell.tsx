// The one test double of the shell, for every app's component tests: the ShellContext the shell would pass, with
// the real ApiClient and a real event bus. Its API talks to a test server (`baseUrl`), or answers from a fake of the
// network (`answer`: a handler or a table of paths) that records every request. Import it from tests only.
import { isValidElement } from 'react';
import {
  ApiClient,
  CONTRACT_VERSION,
  createEventBus,
  type BusEvent,
  type CityRef,
  type Device,
  type DeviceType,
  type Domain,
  type Integrations,
  type ShellContext,
  type SiteHead,
  type WidgetProps,
} from '../index';

export const TEST_CITIES: CityRef[] = [
  { id: 1, title: 'Москва', slug: 'moskva' },
  { id: 2, title: 'Тула', slug: 'tula' },
];

/** The test site's host, a desktop browser and no third-party integrations (the shell's own tests share them). */
export const TEST_DOMAIN: Domain = {
  host: 'localhost:8080',
  apiHost: 'http://localhost:8080',
  protocol: 'http',
  siteDomain: 'localhost:8080',
  isTestStage: true,
};
export const TEST_DEVICE: Device = {
  type: 'desktop',
  webp: true,
  ios: false,
  mac: false,
  safari: false,
  touch: false,
};
export const TEST_INTEGRATIONS: Integrations = {
  smartCaptchaSiteKey: null,
  metricaCounterId: null,
  tagManagerId: null,
  calltouch: null,
  mapTiles: { url: null },
};

/** The site as the shell names it in every page's head (SiteHeadContext), on the test site's Moscow host. */
export const TEST_SITE: SiteHead = {
  origin: 'http://localhost:8080',
  path: '/',
  name: 'Горизонт Девелопмент',
  logo: 'http://localhost:8080/assets/logo.svg',
  image: 'http://localhost:8080/assets/share.png',
};

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  init?: RequestInit;
  /** 'METHOD /path?query' */
  line: string;
}

/** What the fake network answers: a body (200), or an explicit status and body. */
export type FakeAnswer = unknown;
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
/** Answers by path: a body, or a function of the request; 404 for any other path. */
export type FakeRoutes = Record<string, unknown>;

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'status' in answer &&
    typeof (answer as { status: unknown }).status === 'number'
  );
}

/** What the client reads of a fetch Response (jsdom has no Response class). */
function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as unknown as Response;
}

function routeTable(routes: FakeRoutes): FakeHandler {
  return (request) => {
    const route = routes[request.path];
    if (route === undefined) return { status: 404, body: { detail: 'Страница не найдена.' } };
    return typeof route === 'function' ? (route as FakeHandler)(request) : route;
  };
}

/** An ApiClient whose network is `answer` (the client and its query serialiser run); every request is recorded. */
export function fakeApi(answer: FakeHandler | FakeRoutes): { api: ApiClient; requests: FakeRequest[] } {
  const handler = typeof answer === 'function' ? answer : routeTable(answer);
  const requests: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://test');
    const method = init?.method ?? 'GET';
    const request = {
      method,
      path: url.pathname,
      query: url.searchParams,
      init,
      line: `${method} ${url.pathname}${url.search}`,
    };
    requests.push(request);
    const reply = await handler(request);
    return isStatusAnswer(reply) ? jsonResponse(reply.status, reply.body) : jsonResponse(200, reply);
  };
  return { api: new ApiClient({ fetch: fetchImpl as typeof fetch, cookies: () => '' }), requests };
}

/** A widget's props as text: markup passed to it (what a page shows around it) as `"<markup>"`. */
function propsText(props: Record<string, unknown> | undefined): string {
  return JSON.stringify(props ?? {}, (_key, value: unknown) => (isValidElement(value) ? '<markup>' : value));
}

/**
 * Stands in for the shell's Widget: shows which module it would load and with which props, and its fallback, which
 * is what the page shows until the widget has loaded (and for good when it cannot).
 */
export function FakeWidget({ module, props, fallback = null }: WidgetProps) {
  return (
    <>
      <span data-widget={module} data-props={propsText(props)} />
      {fallback}
    </>
  );
}

export interface TestShellOptions {
  /** the fake network; without it the API is the real client aimed at `baseUrl` (a test server) */
  answer?: FakeHandler | FakeRoutes;
  /** a client of the test's own */
  api?: ApiClient;
  baseUrl?: string;
  /** the CSRF cookie the client sends (without it the client reads document.cookie) */
  csrfToken?: string;
  city?: string;
  device?: DeviceType;
  integrations?: Partial<Integrations>;
  overrides?: Partial<ShellContext>;
}

export interface TestShell {
  ctx: ShellContext;
  /** everything sent on the bus, in order */
  events: BusEvent[];
  /** every request of the fake network */
  requests: FakeRequest[];
  /** the same as 'METHOD /path?query' lines */
  requestLines: () => string[];
}

export function testShellContext(options: TestShellOptions = {}): TestShell {
  const fake = options.answer === undefined ? null : fakeApi(options.answer);
  const cookies = options.csrfToken === undefined ? undefined : () => `csrftoken=${options.csrfToken}`;
  const api = options.api ?? fake?.api ?? new ApiClient({ baseUrl: options.baseUrl, cookies });
  const device = options.device ?? 'desktop';
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const ctx: ShellContext = {
    contractVersion: CONTRACT_VERSION,
    city: TEST_CITIES.find((city) => city.slug === (options.city ?? 'moskva')) ?? TEST_CITIES[0]!,
    cities: TEST_CITIES,
    device: { ...TEST_DEVICE, type: device, touch: device !== 'desktop' },
    domain: TEST_DOMAIN,
    baseData: {},
    projects: [],
    api,
    bus,
    integrations: { ...TEST_INTEGRATIONS, ...options.integrations },
    navigate: jest.fn(),
    // the default city has no host prefix (product: active city)
    cityUrl: (slug, path) => `http://${slug === 'moskva' ? '' : `${slug}.`}localhost:8080${path}`,
    Widget: FakeWidget,
    ...options.overrides,
  };
  const requests = fake?.requests ?? [];
  return { ctx, events, requests, requestLines: () => requests.map((request) => request.line) };
}

/** Removes every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
