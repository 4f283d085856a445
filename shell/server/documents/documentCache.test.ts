/** @jest-environment node */
import { createDocumentCache, type CachedDocument } from './documentCache';

const page = (html: string, status = 200): CachedDocument => ({ status, html, headers: { 'Content-Type': 'text/html' } });

function setup(ttlMs = 5000) {
  let stamp: string | null = 'v1';
  let now = 0;
  const cache = createDocumentCache({ ttlMs, maxEntries: 2, stamp: () => stamp, now: () => now });
  return {
    cache,
    setStamp: (value: string | null) => (stamp = value),
    advance: (ms: number) => (now += ms),
  };
}

it('serves a kept document until the data versions change or its time is up', async () => {
  const { cache, setStamp, advance } = setup();
  expect(await cache.lookup('/a')).toBeNull();
  await cache.fill('/a', async () => ({ document: page('A1'), keep: true }));
  expect(await cache.lookup('/a')).toEqual(page('A1'));
  setStamp('v2');
  expect(await cache.lookup('/a')).toBeNull();
  await cache.fill('/a', async () => ({ document: page('A2'), keep: true }));
  advance(4999);
  expect((await cache.lookup('/a'))?.html).toBe('A2');
  advance(1);
  expect(await cache.lookup('/a')).toBeNull();
});

it('keeps nothing it must not keep, nothing rendered while the versions moved, nothing while they are unknown', async () => {
  const { cache, setStamp } = setup();
  expect(await cache.fill('/missing', async () => ({ document: page('404', 404), keep: false }))).toEqual(page('404', 404));
  expect(await cache.lookup('/missing')).toBeNull();
  await cache.fill('/moved', async () => {
    setStamp('v2');
    return { document: page('old data'), keep: true };
  });
  expect(await cache.lookup('/moved')).toBeNull();
  setStamp(null);
  expect(cache.enabled()).toBe(false);
  await cache.fill('/unknown', async () => ({ document: page('U'), keep: true }));
  setStamp('v2');
  expect(await cache.lookup('/unknown')).toBeNull();
});

it('renders a burst of one page once: lookups wait for the render under way', async () => {
  const { cache } = setup();
  let finish!: () => void;
  let renders = 0;
  const filled = cache.fill('/burst', () => {
    renders += 1;
    return new Promise((resolve) => (finish = () => resolve({ document: page('B'), keep: true })));
  });
  const waiting = Promise.all(Array.from({ length: 10 }, () => cache.lookup('/burst')));
  finish();
  await filled;
  expect((await waiting).map((document) => document?.html)).toEqual(Array(10).fill('B'));
  expect(renders).toBe(1);
});

it('lets waiters render themselves when the render fails or may not be kept, and bounds its entries', async () => {
  const { cache } = setup();
  const failing = cache.fill('/x', () => Promise.reject(new Error('boom')));
  const waiter = cache.lookup('/x');
  await expect(failing).rejects.toThrow('boom');
  expect(await waiter).toBeNull();
  for (const path of ['/1', '/2', '/3']) await cache.fill(path, async () => ({ document: page(path), keep: true }));
  expect(await cache.lookup('/1')).toBeNull();
  expect((await cache.lookup('/3'))?.html).toBe('/3');
});
