import Fastify, { type FastifyInstance } from 'fastify';
import type { DataScope, DataVersion } from '../db/dataVersion';
import { acceptsGzip, DocumentCache, type DocumentSink } from './documentCache';

/** Versions the test moves by hand (the real ones follow the database; see dataVersion.test.ts). */
function versions(): DataVersion & { set(scope: DataScope, version: number): void } {
  const known: Record<DataScope, number> = { catalogue: 1, content: 1 };
  return {
    current: (scope) => known[scope],
    set: (scope, version) => {
      known[scope] = version;
    },
    bump: () => Promise.reject(new Error('not used')),
    change: () => Promise.reject(new Error('not used')),
    changesSince: () => null,
    live: () => true,
    whenLive: () => Promise.resolve(),
    status: () => ({ mode: 'listening', since: new Date(0), lastReadAt: null }),
    onChange: () => () => undefined,
    refresh: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

describe('DocumentCache', () => {
  let app: FastifyInstance;
  const dataVersion = versions();
  let builds = 0;
  let failNext = false;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    const documents = new DocumentCache({
      dataVersion,
      scopes: ['catalogue'],
      contentType: 'text/plain; charset=utf-8',
      log: app.log,
    });
    app.get('/doc', (request, reply) =>
      documents.send(request, reply, 'doc', async (sink: DocumentSink) => {
        builds += 1;
        const fail = failNext;
        failNext = false;
        for (let line = 0; line < 2000; line += 1) {
          sink.write(`строка ${line} версии ${dataVersion.current('catalogue')}\n`);
          if (line % 500 === 0) await sink.drained();
          if (fail && line === 1000) throw new Error('database went away');
        }
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('builds once for a burst, then serves the same bytes until the data version moves', async () => {
    const burst = await Promise.all([1, 2, 3].map(() => app.inject('/doc')));
    expect(builds).toBe(1);
    expect(new Set(burst.map((response) => response.body)).size).toBe(1);
    expect(burst[0]!.body.split('\n')).toHaveLength(2001);
    expect(burst[0]!.headers['content-encoding']).toBeUndefined();

    const gzipped = await app.inject({ url: '/doc', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(burst[0]!.headers.etag);
    expect(builds).toBe(1);

    dataVersion.set('content', 5); // not a scope this document follows
    expect((await app.inject('/doc')).headers.etag).toBe(burst[0]!.headers.etag);
    dataVersion.set('catalogue', 2);
    const rebuilt = await app.inject('/doc');
    expect(builds).toBe(2);
    expect(rebuilt.body).toContain('строка 0 версии 2');
    expect(rebuilt.headers.etag).not.toBe(burst[0]!.headers.etag);
  });

  it('keeps no document whose build failed: its readers are cut off and the next request builds again', async () => {
    dataVersion.set('catalogue', 3);
    failNext = true;
    const failed = await app.inject('/doc').then(
      (response) => response.body,
      (error: Error) => error.message,
    );
    expect(failed).not.toContain('строка 1999');
    const next = await app.inject('/doc');
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('строка 1999 версии 3');
    expect(builds).toBe(4);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
