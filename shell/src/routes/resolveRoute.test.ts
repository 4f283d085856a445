/** @jest-environment node */
import { ApiClient } from '@estate/shared-api';
import { cityUrl } from '../shared/city/cityHost';
import { resolveRoute } from './resolveRoute';
import { runMiddleware } from './middleware';

/** An API client whose every request answers with the given status (a resource of `city` when found). */
function apiAnswering(status: number, city = 'moskva') {
  return new ApiClient({
    baseUrl: 'http://api.test',
    fetch: async () => new Response(status === 200 ? JSON.stringify({ id: 1, city }) : '{"detail":"Не найдено."}', {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  });
}

const base = { isTestStage: true, city: 'moskva', api: apiAnswering(200) };
const cities = [
  { slug: 'moskva', is_default: true },
  { slug: 'tula', is_default: false },
];
/** The city URLs of the site https://example.ru, as the shell builds them. */
const cityUrlOf = (slug: string, path: string) => cityUrl('https', 'example.ru', cities, slug, path);

describe('resolveRoute', () => {
  it('matches a page of a remote with its params', async () => {
    const outcome = await resolveRoute({ ...base, pathname: '/flats/42' });
    expect(outcome).toMatchObject({ kind: 'page', route: { page: 'catalog/FlatPage' }, params: { id: '42' } });
  });

  it('prefers the static route over the parameter: /projects/commercial', async () => {
    const outcome = await resolveRoute({ ...base, pathname: '/projects/commercial' });
    expect(outcome).toMatchObject({ kind: 'page', route: { page: 'catalog/CommercialProjectsPage' } });
  });

  it('sends every other form of a page to its one URL for good (301), the query kept', async () => {
    const cases: Array<[string, string, string]> = [
      ['/personal-data-processing-policy/', '', '/personal-data-processing-policy'],
      ['/FLATS/3', '', '/flats/3'],
      ['/flats/3/', '?utm_source=vk', '/flats/3?utm_source=vk'],
      ['//press//', '', '/press'],
      ['/Selections', '?rooms=2&is_apartment=true', '/selections/flat?rooms=2&is_apartment=true'],
      ['/selections', '', '/selections/flat'],
      ['/selections/', '?commercial=office', '/selections/commercial?commercial=office'],
      ['/press/%D0%BF%D1%80%D0%B5%D1%81%D1%81', '', ''],
    ];
    for (const [pathname, search, to] of cases) {
      const outcome = await resolveRoute({ ...base, pathname, search });
      if (to) expect(outcome).toEqual({ kind: 'redirect', to, status: 301 });
      else expect(outcome).toMatchObject({ kind: 'page' });
    }
    expect(await resolveRoute({ ...base, pathname: '/personal-data-processing-policy' })).toMatchObject({ kind: 'page', route: { page: 'press/PolicyPage' } });
  });

  it('answers 404 for an unmatched path', async () => {
    const outcome = await resolveRoute({ ...base, pathname: '/no-such-page' });
    expect(outcome).toEqual({ kind: 'error', error: { status: 404, message: 'This page could not be found' } });
  });

  it('answers 404 when the validity check fails', async () => {
    const outcome = await resolveRoute({ ...base, api: apiAnswering(404), pathname: '/flats/999999999' });
    expect(outcome).toMatchObject({ kind: 'error', error: { status: 404 } });
    expect(await resolveRoute({ ...base, pathname: '/flats/abc' })).toMatchObject({ error: { status: 404 } });
    expect(await resolveRoute({ ...base, pathname: '/selections/castle' })).toMatchObject({ error: { status: 404 } });
  });

  it("asks the API for the page's slug percent-encoded: a '?' in it cannot become a query", async () => {
    const requested: string[] = [];
    const api = new ApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        requested.push(String(input));
        return new Response('{"id":1}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await resolveRoute({ ...base, api, pathname: '/press/news%3Fpage%3D2' });
    expect(requested).toEqual(['http://api.test/api/publications/news%3Fpage%3D2/']);
  });

  it('shows a thrown validity error with its status and message', async () => {
    const outcome = await resolveRoute({ ...base, pathname: '/ui/errors/505' });
    expect(outcome).toEqual({ kind: 'error', error: { status: 505, message: 'Проверка страницы ошибок 505' } });
  });

  it('treats a failing API in a validity check as the page error (default 500 without a status)', async () => {
    const outcome = await resolveRoute({ ...base, api: apiAnswering(503), pathname: '/flats/1' });
    expect(outcome).toMatchObject({ kind: 'error', error: { status: 503 } });
  });

  it('redirects /ui and anything under it to / off the test stage', async () => {
    for (const pathname of ['/ui', '/ui/anything', '/ui/errors/503']) {
      expect(await resolveRoute({ ...base, isTestStage: false, pathname })).toEqual({ kind: 'redirect', to: '/', status: 302 });
    }
    expect(await resolveRoute({ ...base, pathname: '/ui' })).toMatchObject({ kind: 'page' });
    expect(await resolveRoute({ ...base, isTestStage: false, pathname: '/uikit' })).toMatchObject({
      error: { status: 404 },
    });
  });
});

describe('a page of one city on the other city\'s site', () => {
  it.each([
    ['/flats/42', '?utm_source=x&view=plan'],
    ['/flats/print/42', ''],
    ['/commercials/7', ''],
    ['/projects/sokolniki-park', '?building=3'],
    ['/projects/commercial/delovoy', ''],
    ['/press/news-1', '?utm_source=tg'],
  ])('%s%s moves for good to its own city\'s host, path and query kept', async (pathname, search) => {
    const outcome = await resolveRoute({ ...base, city: 'tula', cityUrl: cityUrlOf, pathname, search });
    expect(outcome).toEqual({ kind: 'redirect', to: `https://example.ru${pathname}${search}`, status: 301, city: 'moskva' });
  });

  it('builds the other city\'s URL on the configured hosts: a Tula lot asked for on the Moscow site', async () => {
    const outcome = await resolveRoute({ ...base, api: apiAnswering(200, 'tula'), cityUrl: cityUrlOf, pathname: '/flats/42', search: '?a=1' });
    expect(outcome).toEqual({ kind: 'redirect', to: 'https://tula.example.ru/flats/42?a=1', status: 301, city: 'tula' });
  });

  it('shows the page on its own city\'s site', async () => {
    expect(await resolveRoute({ ...base, cityUrl: cityUrlOf, pathname: '/projects/sokolniki-park' })).toMatchObject({ kind: 'page' });
  });
});

describe('runMiddleware', () => {
  it('fails with 500 on an unknown middleware', () => {
    expect(() => runMiddleware(['no-such'], { pathname: '/', isTestStage: true })).toThrow(
      expect.objectContaining({ message: 'Unknown middleware no-such', status: 500 }),
    );
  });
});
