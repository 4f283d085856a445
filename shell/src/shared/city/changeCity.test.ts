import { ApiClient, createEventBus, type BusEvent } from '@estate/shared-api';
import { changeCity, cityCookie, type CityChangeContext } from './changeCity';

/** What the API client reads of a fetch response (jsdom has no Response). */
function json(status: number, body: unknown): Response {
  const response = { status, ok: status < 300, headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body) };
  return response as unknown as Response;
}

interface Sent {
  url: string;
  body: string;
}

function context(slug = 'moskva', siteDomain = 'localhost:8080', answer: () => Response = () => json(201, { token: 't0k' })) {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  const sent: Sent[] = [];
  bus.subscribe((event) => events.push(event));
  const cityUrl = (target: string, path: string) => `http://${target === 'moskva' ? '' : `${target}.`}${siteDomain}${path}`;
  const api = new ApiClient({
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: String(init?.body) });
      return answer();
    },
    cookies: () => 'csrftoken=c',
  });
  const domain = { host: siteDomain, apiHost: '', protocol: 'http' as const, siteDomain, isTestStage: true };
  const ctx: CityChangeContext = { city: { id: 1, title: 'Москва', slug }, bus, cityUrl, api, domain };
  return { ctx, events, sent };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.cookie = 'city=; path=/; max-age=0';
});

it('writes the city cookie for a week where every city host reads it', () => {
  expect(cityCookie('tula', 'localhost:8080')).toBe('city=tula; path=/; max-age=604800; samesite=lax');
  expect(cityCookie('tula', 'example.ru')).toBe('city=tula; path=/; max-age=604800; samesite=lax; domain=example.ru');
});

it('on hosts that share cookies: stores the cookie, announces the change, then goes to the same path on the city host', async () => {
  const { ctx, events, sent } = context('moskva', 'example.ru');
  const assign = jest.fn(() => {
    // the event must already be on the bus when the page is left
    expect(events).toEqual([{ type: 'city/changed', slug: 'tula' }]);
  });
  await changeCity(ctx, 'tula', { path: '/projects?a=1', assign });
  expect(assign).toHaveBeenCalledWith('http://tula.example.ru/projects?a=1');
  expect(sent).toEqual([]);
});

it('on localhost: enters the city host through the session handoff, which carries the cookies over', async () => {
  const { ctx, events, sent } = context();
  const assign = jest.fn();
  await changeCity(ctx, 'tula', { path: '/favorites?x=1', assign });
  expect(document.cookie).toContain('city=tula');
  expect(events).toEqual([{ type: 'city/changed', slug: 'tula' }]);
  expect(sent).toEqual([{ url: '/api/session/handoff/', body: '{"city":"tula"}' }]);
  expect(assign).toHaveBeenCalledWith('http://tula.localhost:8080/api/session/handoff/?token=t0k&next=%2Ffavorites%3Fx%3D1');
});

it('still switches the city when the handoff cannot be had', async () => {
  const { ctx } = context('moskva', 'localhost:8080', () => json(503, { detail: 'Ошибка' }));
  const assign = jest.fn();
  await changeCity(ctx, 'tula', { path: '/about', assign });
  expect(assign).toHaveBeenCalledWith('http://tula.localhost:8080/about');
  expect(warn).toHaveBeenCalled();
});

it('does nothing for the current city', async () => {
  const { ctx, events } = context('tula');
  const assign = jest.fn();
  await changeCity(ctx, 'tula', { path: '/', assign });
  expect(assign).not.toHaveBeenCalled();
  expect(events).toEqual([]);
});
