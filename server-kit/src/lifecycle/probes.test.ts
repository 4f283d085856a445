import Fastify, { type FastifyInstance } from 'fastify';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { registerProbes } from './probes';
import { drain } from './gracefulStop';

describe('probes and the drain', () => {
  let app: FastifyInstance;
  let lifecycle: Lifecycle;
  let base: string;

  beforeEach(async () => {
    lifecycle = createLifecycle();
    app = Fastify();
    registerProbes(app, lifecycle, () => ({ listener: 'listening' }));
    app.get('/work', async () => ({ done: true }));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => app.close());

  it('is alive from the start, ready once told, with the details it was given', async () => {
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const starting = await fetch(`${base}/readyz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ detail: 'not ready: starting', status: 'starting' });
    lifecycle.ready();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', listener: 'listening' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('while draining: not ready, still serving, every answer closing its connection; then stopping', async () => {
    lifecycle.ready();
    const kept = await fetch(`${base}/work`);
    expect(kept.headers.get('connection')).toBe('keep-alive');
    const started = Date.now();
    const drained = drain({ lifecycle, drainDelayMs: 400 });
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });
    const served = await fetch(`${base}/work`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    await drained;
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(lifecycle.phase()).toBe('stopping');
  });

  it('a second signal cuts the drain short', async () => {
    lifecycle.ready();
    let cut!: () => void;
    const started = Date.now();
    const drained = drain({ lifecycle, drainDelayMs: 60_000, cutShort: new Promise((resolve) => (cut = resolve)) });
    cut();
    await drained;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lifecycle.phase()).toBe('stopping');
  });
});
