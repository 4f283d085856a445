import type { Page as Paginated } from '../http/schema/responses';
import { SITE_HEADERS } from '@estate/tooling/headers';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from './responseCache';

describe('HTTP conventions', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp('pglite', { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => test?.close());

  it('sets security headers and echoes the request id', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/cities/', headers: { 'x-request-id': 'req-12345678' } });
    expect(response.headers['x-request-id']).toBe('req-12345678');
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
    const notFound = await test.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect([name, notFound.headers[name.toLowerCase()]]).toEqual([name, value]);
    // helmet's, on answers and on errors alike
    for (const answer of [response, notFound]) {
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect([answer.headers['cross-origin-resource-policy'], answer.headers['x-content-type-options']]).toEqual(['same-site', 'nosniff']);
    }
  });

  it('hands out the session and CSRF cookies on the session source and session routes, never on public reads', async () => {
    type SetCookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number };
    const names = (response: { cookies: unknown[] }) => (response.cookies as SetCookie[]).map((cookie) => cookie.name).sort();

    // a cookieless client (a CDN, a crawler, a first visit) reading the catalogue: nothing set, shareable
    for (const url of ['/api/cities/', '/api/flats/?city=moskva&limit=2', '/api/base_page/?city=moskva', '/api/projects/?city=moskva']) {
      const read = await test.app.inject({ method: 'GET', url });
      expect([url, read.statusCode, read.headers['set-cookie'], read.headers['cache-control']]).toEqual([url, 200, undefined, PUBLIC_READ_CACHE_CONTROL]);
    }
    // nor by an address of no route (a crawler probing), which is a 404 and nothing more
    const nowhere = await test.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect([nowhere.statusCode, nowhere.headers['set-cookie'], nowhere.headers['cache-control']]).toEqual([404, undefined, PRIVATE_CACHE_CONTROL]);
    // nor is a planted id looked at, let alone replaced, by a public read
    const planted = await test.app.inject({ method: 'GET', url: '/api/cities/', cookies: { sessionid: 'a'.repeat(64) } });
    expect([planted.headers['set-cookie'], planted.headers['cache-control']]).toEqual([undefined, PUBLIC_READ_CACHE_CONTROL]);

    // the CSRF source: 204, both cookies, never stored
    const source = await test.app.inject({ method: 'GET', url: '/api/session/' });
    expect([source.statusCode, source.headers['cache-control'], names(source)]).toEqual([204, PRIVATE_CACHE_CONTROL, ['csrftoken', 'sessionid']]);
    const cookies = source.cookies as SetCookie[];
    expect(cookies.find((cookie) => cookie.name === 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    expect(cookies.find((cookie) => cookie.name === 'csrftoken')).toMatchObject({ sameSite: 'Lax', value: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(cookies.find((cookie) => cookie.name === 'csrftoken')?.httpOnly).toBeFalsy();
    // asked again with them, it sets nothing new
    const again = await test.app.inject({ method: 'GET', url: '/api/session/', cookies: Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value])) });
    expect([again.statusCode, again.headers['set-cookie']]).toEqual([204, undefined]);

    // a route of the visitor's own still starts the session on first contact
    const lists = await test.app.inject({ method: 'GET', url: '/api/favorites/statistics/?city=moskva' });
    expect([lists.statusCode, names(lists)]).toEqual([200, ['csrftoken', 'sessionid']]);
    // and with the source's cookies a visitor can send a form at once
    const visitor = await new TestVisitor(test.app).start();
    expect((await visitor.post('/api/favorites/clear/')).statusCode).toBe(204);
  });

  it('builds next/previous from the forwarded host and ignores the trailing slash', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/publications?city=tula&limit=5&offset=5',
      headers: { 'x-forwarded-host': 'tula.localhost', 'x-forwarded-port': '8080', 'x-forwarded-proto': 'http' },
    });
    const page = response.json<Paginated<unknown>>();
    expect(page.next).toBe('http://tula.localhost:8080/api/publications?city=tula&limit=5&offset=10');
    expect(page.previous).toBe('http://tula.localhost:8080/api/publications?city=tula&limit=5');
  });

  it('takes only a site host from the forwarded headers: anything else is the default city, never a 500', async () => {
    const hostile = [
      { 'x-forwarded-host': 'a b' },
      { 'x-forwarded-host': '%' },
      { 'x-forwarded-host': '[::1' },
      { 'x-forwarded-host': 'localhost:99999' },
      { 'x-forwarded-host': 'localhost', 'x-forwarded-port': 'abc' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
      { 'x-forwarded-host': 'kazan.localhost:8080' },
    ];
    for (const headers of hostile) {
      const response = await test.app.inject({ method: 'GET', url: '/api/publications/?limit=1', headers });
      expect([JSON.stringify(headers), response.statusCode]).toEqual([JSON.stringify(headers), 200]);
      expect(response.json<Paginated<unknown>>().next).toMatch(/^http:\/\/localhost:8080\/api\/publications/);
    }
  });

  it('trusts forwarded headers only from the proxies TRUST_PROXY names', async () => {
    const untrusting = await createTestApp('pglite');
    try {
      const response = await untrusting.app.inject({ method: 'GET', url: '/api/publications/?limit=1', headers: { 'x-forwarded-host': 'tula.localhost:8080', 'x-forwarded-proto': 'https' } });
      expect(response.json<Paginated<unknown>>().next).toMatch(/^http:\/\/localhost:8080\//);
    } finally {
      await untrusting.close();
    }
  });

  it('answers unknown paths, bad bodies and oversized bodies in JSON', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/no-such-thing/' })).json()).toEqual({ detail: 'Не найдено.' });
    const visitor = await new TestVisitor(test.app).start();
    const broken = await visitor.post('/api/favorites/', '{"property":', { headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const huge = await visitor.post('/api/favorites/', JSON.stringify({ property: 'x'.repeat(300_000) }), { headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    const empty = await visitor.post('/api/favorites/clear/', '', { headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(204);
  });
});
