import type { ListStatistics } from '@estate/shared-api/dto/favorites';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { HANDOFF_PATH } from './sessionHandoffRoutes';

const TULA = 'tula.localhost:8080';
const FROM_MOSCOW = { host: TULA, referer: 'http://localhost:8080/selections/flat' };
const UTM = JSON.stringify({ utm_source: 'yandex', utm_campaign: 'spring' });

type SetCookie = { name: string; value: string; maxAge?: number; httpOnly?: boolean; path?: string; domain?: string };

describe.each(backends())('the session handoff between city hosts on %s (development hosts)', (backend) => {
  let test: TestApp;
  let lot: number;

  beforeAll(async () => {
    test = await createTestApp(backend);
    const { rows } = await test.db.query<{ id: number }>("select id from lots where status = 'free' and kind = 'flat' order by id limit 1");
    lot = rows[0]!.id;
  });
  afterAll(() => test?.close());

  /** A visitor on the Moscow host with a favourite and landing utm, and the token it asked for to move to Tula. */
  async function leaveMoscow() {
    const moscow = await new TestVisitor(test.app).start();
    moscow.cookies.set('utm', encodeURIComponent(UTM));
    expect((await moscow.post('/api/favorites/', { property: lot })).statusCode).toBe(201);
    const created = await moscow.post(HANDOFF_PATH, { city: 'tula' });
    expect(created.statusCode).toBe(201);
    return { moscow, token: created.json<{ token: string }>().token };
  }

  const enter = (visitor: TestVisitor, token: string, next = '/favorites', headers: Record<string, string> = FROM_MOSCOW) =>
    visitor.get(`${HANDOFF_PATH}?token=${token}&next=${encodeURIComponent(next)}`, headers);

  it('carries the session, the tracking parameters and the city to the other host, once', async () => {
    const { moscow, token } = await leaveMoscow();
    const tula = new TestVisitor(test.app);
    const entered = await enter(tula, token, '/favorites?tab=tula');
    expect(entered.statusCode).toBe(302);
    expect(entered.headers.location).toBe('/favorites?tab=tula');
    const set = entered.cookies as SetCookie[];
    const last = (name: string) => set.filter((cookie) => cookie.name === name).at(-1);
    expect(last('sessionid')).toMatchObject({ value: moscow.cookies.get('sessionid'), httpOnly: true, path: '/' });
    expect(last('city')).toMatchObject({ value: 'tula', maxAge: 604800, path: '/' });
    expect(last('utm')).toMatchObject({ maxAge: 604800, path: '/' });
    expect(decodeURIComponent(last('utm')?.value ?? '')).toBe(UTM);
    expect(set.every((cookie) => cookie.domain === undefined)).toBe(true);
    // the Tula host now sees the visitor's favourites
    const stats = (await tula.get('/api/favorites/statistics/?city=moskva', { host: TULA })).json<ListStatistics>();
    expect(stats.property_ids).toEqual([lot]);

    // a token works once
    const again = new TestVisitor(test.app);
    expect((await enter(again, token)).statusCode).toBe(302);
    expect(again.cookies.get('sessionid')).not.toBe(moscow.cookies.get('sessionid'));
  });

  it('carries nothing for an expired token or an entry from elsewhere, and still lands on the page', async () => {
    const late = await leaveMoscow();
    test.advance(61_000);
    const tula = new TestVisitor(test.app);
    const entered = await enter(tula, late.token);
    expect(entered.statusCode).toBe(302);
    expect(tula.cookies.get('sessionid')).not.toBe(late.moscow.cookies.get('sessionid'));

    const lured = await leaveMoscow();
    const victim = new TestVisitor(test.app);
    expect((await enter(victim, lured.token, '/', { host: TULA, referer: 'https://evil.example/' })).statusCode).toBe(302);
    expect(victim.cookies.get('sessionid')).not.toBe(lured.moscow.cookies.get('sessionid'));
    expect((await enter(victim, lured.token, '/', { host: TULA })).statusCode).toBe(302);
    expect(victim.cookies.get('sessionid')).not.toBe(lured.moscow.cookies.get('sessionid'));
  });

  it('redirects to any path on the site with a header-safe Location (non-Latin-1 and encoded characters)', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const cases: [string, string][] = [
      ['/%D1%8F', '/%D1%8F'],
      ['/%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B%3Fq%3D%D1%82%D1%83%D0%BB%D0%B0%23%D1%8F', '/%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B?q=%D1%82%D1%83%D0%BB%D0%B0#%D1%8F'],
      ['/%252F%252Fevil.example', '/%2F%2Fevil.example'],
      ['/press/../favorites', '/favorites'],
      ['/%E2%80%AE', '/%E2%80%AE'],
    ];
    for (const [raw, location] of cases) {
      const response = await visitor.get(`${HANDOFF_PATH}?token=${'x'.repeat(64)}&next=${raw}`, FROM_MOSCOW);
      expect({ raw, status: response.statusCode, location: response.headers.location }).toEqual({ raw, status: 302, location });
    }
  });

  it('refuses a path that leaves the site and an unknown city', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const leaving = [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '',
      // a browser drops tabs and newlines and reads a backslash as a slash: `/\t/host` is `//host` to it
      '/\t/127.0.0.1:9199/landed',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u007f/evil.example',
      '/./\\evil.example',
      // dot segments that resolve to `//host`
      '/.//evil.example/',
      '/a/..//evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ];
    for (const next of leaving) {
      const response = await enter(visitor, 'x'.repeat(64), next);
      expect({ next, status: response.statusCode, location: response.headers.location }).toEqual({ next, status: 400, location: undefined });
      expect(response.json()).toEqual({ next: ['Укажите путь на сайте, например /favorites.'] });
    }
    // as the issue sent it, raw in the URL
    const raw = await visitor.get(`${HANDOFF_PATH}?token=${'x'.repeat(64)}&next=/%09/127.0.0.1:9199/landed`, FROM_MOSCOW);
    expect(raw.statusCode).toBe(400);
    expect((await visitor.post(HANDOFF_PATH, { city: 'paris' })).json()).toEqual({ city: ['Выберите корректный вариант. paris нет среди допустимых значений.'] });
    expect((await visitor.post(HANDOFF_PATH, {})).statusCode).toBe(400);
    expect((await visitor.post(HANDOFF_PATH, { city: 'tula' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('the session handoff where city hosts share the site domain (production hosts)', () => {
  it('does not exist: the cookies are on the site domain already', async () => {
    const test = await createTestApp('pglite', { SITE_DOMAIN: 'example.ru' });
    try {
      const visitor = await new TestVisitor(test.app, 'https://example.ru').start();
      expect((await visitor.post(HANDOFF_PATH, { city: 'tula' }, { headers: { host: 'example.ru' } })).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
