import { sampleValue, type Sample } from '@estate/server-kit';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ServerProcess } from '../testing/childServer';
import { sendLead, siteHeaders } from '../testing/siteClient';
import { scrape } from '../testing/scrape';

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) => sampleValue(samples, name, labels) ?? Number.NaN;

/** Distinct resizes of one stored image (each its own encode), sent at once. */
const resizes = (server: ServerProcess, count: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => fetch(`${server.base}/img/renders/render-1.jpg?size=640&quality=${10 + index * 10}&format=webp`)));

describe.each(backends())('the metrics listener on %s', (backend) => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startChildServer(database, { API_DEV_ENDPOINTS: '1', IMAGE_RESIZE_CONCURRENCY: '1', KEEP_ALIVE_TIMEOUT_MS: '20000' });
  });
  afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await database?.drop();
  });

  it('answers probes at the root of the API port with its keep-alive timeout, keeps metrics and backlog off it', async () => {
    const live = await fetch(`${server.base}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get('keep-alive')).toBe('timeout=20');
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: backend, listener: 'listening', listener_since: expect.any(String) });
    expect((await fetch(`${server.base}/metrics`)).status).toBe(404);
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', database: backend });
    expect(health).not.toHaveProperty('leads');
  });

  it('has every named series, and they move with the traffic', async () => {
    const before = await scrape(server);
    const headers = await siteHeaders(server.base);
    const read = '/api/flats/?city=moskva&rooms=1&limit=3';
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.base}${read}`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/flats/999999999/`)).status).toBe(404);
    expect((await sendLead(server.base, headers, '7925')).status).toBe(201);
    const published = await fetch(`${server.base}/api/dev/publications/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ city: 'moskva', type: 'news', title: 'Метрики', body: '<p>x</p>' }),
    });
    expect(published.status).toBe(201);
    // encodes one at a time: the others wait in the queue while a scrape looks
    let waitingSeen = 0;
    const flood = resizes(server, 5);
    let done = false;
    void flood.then(() => (done = true));
    while (!done) waitingSeen = Math.max(waitingSeen, value(await scrape(server), 'api_image_resizes', { state: 'waiting' }));
    expect((await flood).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await scrape(server);

    const moved = (name: string, labels: Record<string, string> = {}) => value(after, name, labels) - (sampleValue(before, name, labels) ?? 0);
    const flats = { method: 'GET', route: '/api/flats/' };
    expect(moved('http_requests_total', { ...flats, status_code: '200' })).toBe(3);
    expect(moved('http_request_duration_seconds_count', flats)).toBe(3);
    expect(moved('http_requests_total', { route: '/api/flats/:id/', status_code: '404' })).toBe(1);
    expect(moved('http_requests_total', { method: 'POST', route: '/api/requests/', status_code: '201' })).toBe(1);
    expect(moved('api_response_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(moved('api_response_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    // no lead target is configured: the lead waits in the outbox
    expect(moved('outbox_messages', { kind: 'lead', state: 'pending' })).toBe(1);
    expect(value(after, 'outbox_messages', { kind: 'lead', state: 'dead' })).toBe(0);
    expect(value(after, 'outbox_oldest_age_seconds', { kind: 'lead' })).toBeGreaterThanOrEqual(0);
    expect(moved('api_data_version', { scope: 'content' })).toBe(1);
    expect(value(after, 'api_data_version_lag_seconds', { scope: 'content' })).toBe(0);
    expect(value(after, 'api_data_version_listening')).toBe(1);
    expect(value(after, 'api_database_up')).toBe(1);
    expect(waitingSeen).toBeGreaterThanOrEqual(1);
    expect(value(after, 'api_image_resizes', { state: 'waiting' })).toBe(0);
    expect(value(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (backend === 'postgres') {
      expect(value(after, 'db_pool_connections', { state: 'max' })).toBe(10);
      expect(value(after, 'db_pool_connections', { state: 'in_use' }) + value(after, 'db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(value(after, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    }
    for (const sample of after) expect(sample.labels.service).toBe('api');
  });
});
