// Test helper: the ShellContext the shell would pass, with a real ApiClient (pointed at a test server) and bus.
import { ApiClient, CONTRACT_VERSION, createEventBus, type BusEvent, type CityRef, type ShellContext } from '@estate/shared-api';

export const testCities: CityRef[] = [
  { id: 1, title: 'Москва', slug: 'moskva' },
  { id: 2, title: 'Тула', slug: 'tula' },
];

export interface TestContext {
  ctx: ShellContext;
  /** everything sent on the bus, in order */
  events: BusEvent[];
}

export function testShellContext(options: { api?: ApiClient; baseUrl?: string; csrfToken?: string; city?: string }): TestContext {
  const city = testCities.find((candidate) => candidate.slug === (options.city ?? 'moskva')) ?? testCities[0]!;
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const ctx: ShellContext = {
    contractVersion: CONTRACT_VERSION,
    city,
    cities: testCities,
    device: { type: 'desktop', webp: true, ios: false, mac: false, safari: false, touch: false },
    domain: { host: 'localhost:8080', apiHost: 'http://localhost:8080', protocol: 'http', siteDomain: 'localhost:8080', isTestStage: true },
    baseData: {},
    projects: [],
    api: options.api ?? new ApiClient({ baseUrl: options.baseUrl, cookies: () => `csrftoken=${options.csrfToken ?? ''}` }),
    bus,
    integrations: { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null } },
    navigate: () => undefined,
    cityUrl: (slug, path) => `http://${slug === 'moskva' ? '' : `${slug}.`}localhost:8080${path}`,
    Widget: ({ fallback }) => fallback ?? null,
  };
  return { ctx, events };
}

/** Resolves once `check` passes (polls; for effects that settle over HTTP). */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
