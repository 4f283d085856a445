import type { Page as Paginated } from '../http/schema/responses';
import { bumpDataVersion } from '../db/dataVersion';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from './responseCache';

interface Card {
  id: number;
  price: number;
}

describe('the cache of public reads', () => {
  let test: TestApp;
  let visitor: TestVisitor;

  beforeAll(async () => {
    test = await createTestApp('pglite', { TRUST_PROXY: 'loopback' });
    visitor = await new TestVisitor(test.app).start();
  });
  afterAll(() => test?.close());

  const firstFlat = async (url: string) => (JSON.parse((await visitor.get(url)).body) as Paginated<Card>).results[0]!;

  it('answers a normalised query from the cache until the data version changes', async () => {
    const flat = await firstFlat('/api/flats/?city=moskva&rooms=1&ordering=price&limit=3');
    // Changed behind the API's back (no version bump): the cached answer stays, whatever the parameters' order.
    await test.db.query('update lots set price = price + 1000 where id = $1', [flat.id]);
    for (const url of [
      '/api/flats/?city=moskva&rooms=1&ordering=price&limit=3',
      '/api/flats?limit=3&ordering=price&rooms=1&city=moskva&offset=0&utm_source=',
    ])
      expect((await firstFlat(url)).price).toBe(flat.price);
    // The change as every writer makes it: in its transaction with the version bumped.
    await test.db.transaction(async (tx) => {
      await tx.query('update lots set price = price + 1000 where id = $1', [flat.id]);
      await bumpDataVersion(tx, 'catalogue');
    });
    await test.ctx.dataVersion.refresh();
    const changed = await firstFlat('/api/flats/?city=moskva&rooms=1&ordering=price&limit=3');
    // every answer says which versions it knows (the shell's document cache follows them)
    const versions = (await visitor.get('/api/favorites/')).headers['x-data-version'];
    expect(versions).toBe(`catalogue:${test.ctx.dataVersion.current('catalogue')}.content:${test.ctx.dataVersion.current('content')}`);
    expect(changed).toMatchObject({ id: flat.id, price: flat.price + 2000 });
  });

  it('says in X-Data-Version the versions a read began at, never newer ones learnt while it ran', async () => {
    const version = test.ctx.dataVersion;
    const before = `catalogue:${version.current('catalogue')}.content:${version.current('content')}`;
    // a change is heard of while the read queries the database: every later look at the versions sees it
    const real = version.current.bind(version);
    const query = test.db.query.bind(test.db);
    let heard = false;
    const versions = jest.spyOn(version, 'current').mockImplementation((scope) => real(scope) + (heard ? 1 : 0));
    const queries = jest.spyOn(test.db, 'query').mockImplementation(((...args: Parameters<typeof query>) => {
      heard = true;
      return query(...args);
    }) as typeof test.db.query);
    try {
      const during = await visitor.get('/api/publications/?limit=1&while-it-ran=1');
      expect(during.statusCode).toBe(200);
      expect(during.headers['x-data-version']).toBe(before);
    } finally {
      versions.mockRestore();
      queries.mockRestore();
    }
  });

  it('keeps answers apart by origin (bodies carry absolute links)', async () => {
    const url = '/api/publications/?city=tula&limit=2';
    const here = await visitor.get(url);
    const there = await visitor.get(url, { 'x-forwarded-host': 'tula.localhost:8080', 'x-forwarded-proto': 'https' });
    expect(JSON.parse(here.body).next).toMatch(/^http:\/\/localhost:8080\//);
    expect(JSON.parse(there.body).next).toMatch(/^https:\/\/tula\.localhost:8080\//);
  });

  it('gives public reads an ETag, Cache-Control with stale-while-revalidate and 304 on revalidation', async () => {
    const url = '/api/flats/facets/?city=moskva&rooms=2';
    const first = await visitor.get(url, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(PUBLIC_READ_CACHE_CONTROL).toContain('stale-while-revalidate');
    expect(first.headers.vary).toContain('accept-encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // from the cache and freshly built alike
    const again = await visitor.get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    const other = await visitor.get('/api/flats/facets/?city=moskva&rooms=3', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('lets shared caches keep a cookieless client’s public reads, and keeps every per-visitor endpoint out of them', async () => {
    // no session is handed out with a public read, so a CDN's or a first visitor's copy is as public as any
    const stranger = await test.app.inject({ method: 'GET', url: '/api/projects/?city=moskva' });
    expect(stranger.headers['set-cookie']).toBeUndefined();
    expect(stranger.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(stranger.headers.etag).toMatch(/^W\/".+"$/);
    for (const url of ['/api/favorites/', '/api/comparisons/statistics/?city=moskva', '/api/viewed/', '/api/user_booking/', '/api/flats/999999999/']) {
      const response = await visitor.get(url);
      expect([url, response.headers['cache-control']]).toEqual([url, PRIVATE_CACHE_CONTROL]);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('answers HEAD of a public read with the headers of its GET (no session, public, the same ETag) and no body', async () => {
    const ask = (method: 'GET' | 'HEAD', url: string) => test.app.inject({ method, url });
    // a GET first (the HEAD answered from its cached copy), and a HEAD first (its answer kept for the GET)
    for (const headFirst of [false, true]) {
      const url = `/api/flats/?city=tula&limit=${headFirst ? 3 : 2}`;
      const first = headFirst ? await ask('HEAD', url) : null;
      const get = await ask('GET', url);
      const head = first ?? (await ask('HEAD', url));
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['set-cookie']).toBeUndefined();
      expect(head.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(head.headers.etag).toMatch(/^W\/".+"$/);
      expect(head.headers.etag).toBe(get.headers.etag);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    }
  });

  it('builds a burst of one request once', async () => {
    const statements = jest.spyOn(test.db, 'query');
    try {
      const url = '/api/flats/?city=moskva&rooms=4&price_max=40000000';
      // what one request costs after a change of the catalogue (the lots kept in memory loaded again, a page read)
      await bumpDataVersion(test.db, 'catalogue');
      await test.ctx.dataVersion.refresh();
      statements.mockClear();
      const once = await visitor.get(url);
      const perRequest = statements.mock.calls.length;
      expect(once.statusCode).toBe(200);
      expect(perRequest).toBeGreaterThan(0);
      await bumpDataVersion(test.db, 'catalogue');
      await test.ctx.dataVersion.refresh();
      statements.mockClear();
      const burst = await Promise.all(Array.from({ length: 20 }, () => visitor.get(url)));
      expect(burst.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(burst.map((response) => response.body)).size).toBe(1);
      expect(statements).toHaveBeenCalledTimes(perRequest);
    } finally {
      statements.mockRestore();
    }
  });

  it('keeps nothing with API_CACHE_MAX_MB=0, and reads the database for every answer', async () => {
    const uncached = await createTestApp('pglite', { API_CACHE_MAX_MB: '0' });
    const statements = jest.spyOn(uncached.db, 'query');
    try {
      const url = '/api/projects/?city=moskva';
      for (let answer = 0; answer < 2; answer++) {
        statements.mockClear();
        expect((await uncached.app.inject({ url })).statusCode).toBe(200);
        expect(statements).toHaveBeenCalled();
      }
    } finally {
      statements.mockRestore();
      await uncached.close();
    }
  });
});
