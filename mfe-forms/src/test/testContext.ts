// A ShellContext for component tests: the real ApiClient aimed at a test server, a real bus, chosen device and city.
import {
  ApiClient,
  CONTRACT_VERSION,
  createEventBus,
  type BusEvent,
  type DeviceType,
  type Integrations,
  type ShellContext,
} from '@estate/shared-api';

const CITIES = {
  moskva: { id: 1, title: 'Москва', slug: 'moskva' },
  tula: { id: 2, title: 'Тула', slug: 'tula' },
};

export interface TestContextOptions {
  baseUrl: string;
  device?: DeviceType;
  city?: keyof typeof CITIES;
  integrations?: Partial<Integrations>;
}

export function testContext(options: TestContextOptions): { ctx: ShellContext; events: BusEvent[] } {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const ctx: ShellContext = {
    contractVersion: CONTRACT_VERSION,
    city: CITIES[options.city ?? 'moskva'],
    cities: Object.values(CITIES),
    device: { type: options.device ?? 'desktop', webp: true, ios: false, mac: false, safari: false, touch: options.device !== 'desktop' },
    domain: { host: 'localhost', apiHost: 'http://localhost', protocol: 'http', siteDomain: 'localhost', isTestStage: true },
    baseData: {},
    projects: [],
    api: new ApiClient({ baseUrl: options.baseUrl }),
    bus,
    integrations: { smartCaptchaSiteKey: null, metricaCounterId: null, tagManagerId: null, calltouch: null, mapTiles: { url: null }, ...options.integrations },
    navigate: () => undefined,
    cityUrl: (_slug, path) => path,
    Widget: () => null,
  };
  return { ctx, events };
}

/** Removes every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
