import type { Paginated } from '@estate/shared-api/dto/common';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';

describe('HTTP conventions', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test?.close());

  it('sets security headers, echoes the request id and hands out the session and CSRF cookies', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/cities/', headers: { 'x-request-id': 'req-12345678' } });
    expect(response.headers['x-request-id']).toBe('req-12345678');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((cookie) => cookie.name === 'sessionid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((cookie) => cookie.name === 'csrftoken')?.httpOnly).toBeFalsy();
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
