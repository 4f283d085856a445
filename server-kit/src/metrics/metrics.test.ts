import Fastify from 'fastify';
import { createRegistry } from './metrics';
import { registerHttpMetrics } from './httpMetrics';
import { startMetricsServer } from './metricsServer';
import { readSamples, sampleValue } from './readSamples';


describe('the metrics listener and the HTTP series', () => {
  it('serves the process and HTTP series on a listener of its own, and they move with the requests', async () => {
    const registry = createRegistry('test');
    const app = Fastify();
    registerHttpMetrics(app, registry);
    app.get('/api/flats/:id/', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const metrics = await startMetricsServer(registry, { host: '127.0.0.1', port: 0 });
    const scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return readSamples(await response.text());
    };
    try {
      const before = await scrape();
      for (const id of [1, 2, 3]) await fetch(`${base}/api/flats/${id}/`);
      await fetch(`${base}/boom`);
      await fetch(`${base}/no/such/path`);
      const after = await scrape();

      const ok = { method: 'GET', route: '/api/flats/:id/', status_code: '200', service: 'test' };
      expect(sampleValue(before, 'http_requests_total', ok)).toBeUndefined();
      expect(sampleValue(after, 'http_requests_total', ok)).toBe(3);
      expect(sampleValue(after, 'http_requests_total', { route: '/boom', status_code: '500' })).toBe(1);
      expect(sampleValue(after, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
      expect(sampleValue(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/flats/:id/' })).toBe(3);
      expect(sampleValue(after, 'http_request_duration_seconds_bucket', { route: '/api/flats/:id/', le: '+Inf' })).toBe(3);
      for (const series of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds'])
        expect(sampleValue(after, series, { service: 'test' })).toBeGreaterThan(0);

      expect((await fetch(`http://127.0.0.1:${metrics.port}/other`)).status).toBe(404);
      // the site's port has no /metrics
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    } finally {
      await metrics.close();
      await app.close();
    }
  });
});
