// The shell server's probes and Prometheus series: /livez and /readyz on its own port, /metrics only on the metrics
// listener, and the named series moving with the traffic — requests per route, what the document cache did (hit,
// miss, stale, bypass), render time per remote, and the data versions with their lag. In tests/local/ because it
// starts a shell of its own in front of a proxy that can slow the harness's API (for a render past its budget).
import { readSamples, sampleValue, type Sample } from '@estate/server-kit';
import { expect, test } from '../../harness/test';
import { slowProxy, startShell, type ShellProcess, type SlowProxy } from '../../harness/shellProcess';
import { freePort } from '../../drills/layout/ports';

/** The documents' life: short, so a page asked again after twice this is rendered again (its last good one stays). */
const DOCUMENT_TTL_MS = 400;
const RENDER_BUDGET_MS = 500;
const SLOW_API_MS = 2500;

let proxy: SlowProxy;
let shell: ShellProcess;
let metricsUrl: string;

test.beforeAll(async () => {
  proxy = await slowProxy('http://127.0.0.1:4000');
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shell = await startShell({
    API_URL: proxy.url,
    METRICS_PORT: String(metricsPort),
    KEEP_ALIVE_TIMEOUT_MS: '30000',
    DOCUMENT_CACHE_TTL_MS: String(DOCUMENT_TTL_MS),
    SSR_RENDER_BUDGET_MS: String(RENDER_BUDGET_MS),
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await proxy?.close();
});

async function scrape(): Promise<Sample[]> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return readSamples(await response.text());
}

const page = async (path: string) => {
  const response = await fetch(`${shell.url}${path}`);
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-document-cache') };
};

test('answers its probes with its keep-alive timeout; /metrics is on the metrics listener only', async () => {
  const live = await fetch(`${shell.url}/livez`);
  expect([live.status, live.headers.get('keep-alive')]).toEqual([200, 'timeout=30']);
  // ready once it listens; whether it knows the API's data versions is said beside (it serves either way)
  await expect.poll(async () => (await fetch(`${shell.url}/readyz`)).json()).toEqual({ status: 'ready', data_versions: 'known' });
  expect((await fetch(`${shell.url}/metrics`)).status).toBe(404);
});

test('has every named series, and they move with the traffic', async () => {
  test.setTimeout(120_000);
  const before = await scrape();
  const moved = (after: Sample[], name: string, labels: Record<string, string> = {}) =>
    (sampleValue(after, name, labels) ?? Number.NaN) - (sampleValue(before, name, labels) ?? 0);

  // a press page rendered for the cache, then served from it; a catalogue page; a visitor's own list; an API read
  expect(await page('/press')).toEqual({ status: 200, cache: 'miss' });
  expect(await page('/press')).toEqual({ status: 200, cache: 'hit' });
  expect((await page('/projects')).status).toBe(200);
  expect(await page('/favorites')).toMatchObject({ status: 200, cache: null });
  expect((await fetch(`${shell.url}/api/cities/`)).status).toBe(200);
  // past its life the press page is rendered again, and with the API slower than the budget its last good
  // rendering answers meanwhile; the render goes on and is timed once done
  await new Promise((resolve) => setTimeout(resolve, DOCUMENT_TTL_MS * 2 + 200));
  proxy.delayMs = SLOW_API_MS;
  try {
    expect(await page('/press')).toEqual({ status: 200, cache: 'stale' });
  } finally {
    proxy.delayMs = 0;
  }
  await expect.poll(async () => moved(await scrape(), 'shell_render_duration_seconds_count', { remote: 'press' }), { timeout: 30_000 }).toBe(2);
  const after = await scrape();

  const documents = { method: 'GET', route: '/*', status_code: '200' };
  expect(moved(after, 'http_requests_total', documents)).toBe(5);
  expect(moved(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/*' })).toBe(5);
  expect(moved(after, 'http_requests_total', { method: 'GET', route: '/api/*', status_code: '200' })).toBe(1);
  expect(moved(after, 'shell_document_cache_lookups_total', { result: 'miss' })).toBe(2);
  expect(moved(after, 'shell_document_cache_lookups_total', { result: 'hit' })).toBe(1);
  expect(moved(after, 'shell_document_cache_lookups_total', { result: 'stale' })).toBe(1);
  expect(moved(after, 'shell_document_cache_lookups_total', { result: 'bypass' })).toBe(1);
  // press twice (the first render, the one past the budget), the catalogue once, the visitor's list once
  expect(moved(after, 'shell_render_duration_seconds_count', { remote: 'press' })).toBe(2);
  expect(moved(after, 'shell_render_duration_seconds_count', { remote: 'catalog' })).toBe(1);
  expect(moved(after, 'shell_render_duration_seconds_count', { remote: 'favorites' })).toBe(1);
  expect(moved(after, 'shell_render_duration_seconds_sum', { remote: 'press' })).toBeGreaterThan(SLOW_API_MS / 1000);
  expect(sampleValue(after, 'shell_data_version', { scope: 'catalogue' })).toBeGreaterThan(0);
  // read every DOCUMENT_CACHE_VERSION_POLL_MS (0.5 s); how it grows while the API cannot tell: shellMetrics.test.ts
  expect(sampleValue(after, 'shell_data_version_lag_seconds')).toBeLessThan(3);
  expect(sampleValue(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
  expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  for (const sample of after) expect(sample.labels.service).toBe('shell');
});
