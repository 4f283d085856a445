/** @jest-environment node */
import { readSamples, sampleValue } from '@estate/server-kit';
import { createShellMetrics } from './shellMetrics';

it('counts what answered page requests, times renders per remote, and reads the data versions’ lag at scrape time', async () => {
  let now = 1_000_000;
  const metrics = createShellMetrics(() => now);
  const versions = new Map([['catalogue', 3]]);
  let lastReadAt: number | null = null;
  metrics.followDataVersions({ known: () => versions, lastReadAt: () => lastReadAt });
  const scrape = async () => readSamples(await metrics.registry.metrics());

  now += 4000; // never read yet: the lag counts from the start
  let samples = await scrape();
  expect(sampleValue(samples, 'shell_data_version_lag_seconds', { service: 'shell' })).toBe(4);
  for (const result of ['hit', 'miss', 'stale', 'bypass']) expect(sampleValue(samples, 'shell_document_cache_lookups_total', { result })).toBe(0);

  metrics.documentServed('miss');
  metrics.documentServed('hit');
  metrics.documentServed('hit');
  metrics.documentServed('stale');
  metrics.rendered('catalog', 0.2);
  metrics.rendered('catalog', 0.03);
  metrics.rendered('press', 2);
  lastReadAt = now - 500;
  versions.set('catalogue', 4);
  samples = await scrape();
  expect(sampleValue(samples, 'shell_document_cache_lookups_total', { result: 'hit' })).toBe(2);
  expect(sampleValue(samples, 'shell_document_cache_lookups_total', { result: 'miss' })).toBe(1);
  expect(sampleValue(samples, 'shell_document_cache_lookups_total', { result: 'stale' })).toBe(1);
  expect(sampleValue(samples, 'shell_render_duration_seconds_count', { remote: 'catalog' })).toBe(2);
  expect(sampleValue(samples, 'shell_render_duration_seconds_bucket', { remote: 'catalog', le: '0.05' })).toBe(1);
  expect(sampleValue(samples, 'shell_render_duration_seconds_sum', { remote: 'press' })).toBe(2);
  expect(sampleValue(samples, 'shell_data_version', { scope: 'catalogue' })).toBe(4);
  expect(sampleValue(samples, 'shell_data_version_lag_seconds')).toBe(0.5);

  now += 30_000; // the API stopped telling its versions: the lag grows
  expect(sampleValue(await scrape(), 'shell_data_version_lag_seconds')).toBe(30.5);
});
