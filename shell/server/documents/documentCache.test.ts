/** @jest-environment node */
import { createDocumentCache, type CachedDocument, type Claim, type DocumentCache } from './documentCache';

const page = (html: string, status = 200): CachedDocument => ({ status, headers: { 'Content-Type': 'text/html' }, body: { identity: Buffer.from(html) } });

function setup(ttlMs = 5000, maxEntries = 2) {
  let stamp: string | null = 'v1';
  let now = 0;
  const cache = createDocumentCache({ ttlMs, maxEntries, stamp: () => stamp, now: () => now });
  return {
    cache,
    setStamp: (value: string | null) => (stamp = value),
    advance: (ms: number) => (now += ms),
  };
}

/** The claim of a missing document (fails the test when the document is there). */
async function claimOf(cache: DocumentCache, key: string): Promise<Claim> {
  const found = await cache.lookup(key);
  expect(found.document).toBeNull();
  if (found.document || !found.claim) throw new Error(`no claim on ${key}`);
  return found.claim;
}

const htmlOf = async (cache: DocumentCache, key: string) => (await cache.lookup(key)).document?.body.identity.toString() ?? null;

it('serves a kept document until the data versions change or its time is up', async () => {
  const { cache, setStamp, advance } = setup();
  await (await claimOf(cache, '/a')).fill(async () => ({ document: page('A1'), keep: true }));
  expect(await htmlOf(cache, '/a')).toBe('A1');
  setStamp('v2');
  await (await claimOf(cache, '/a')).fill(async () => ({ document: page('A2'), keep: true }));
  advance(4999);
  expect(await cache.lookup('/a')).toEqual({ document: page('A2') });
  advance(1);
  const stale = await cache.lookup('/a');
  expect(stale).toMatchObject({ document: page('A2'), refresh: expect.anything() });
  if (stale.document) stale.refresh?.skip(); // its render again failed
  advance(5000); // past twice its time it is missing
  await claimOf(cache, '/a');
});

it('past its time serves the document while one request renders it again; a burst never waits', async () => {
  const { cache, advance } = setup();
  await (await claimOf(cache, '/p')).fill(async () => ({ document: page('P1'), keep: true }));
  advance(5000);
  const first = await cache.lookup('/p');
  if (!first.document || !first.refresh) throw new Error('no refresh claimed');
  expect(first.document).toEqual(page('P1'));
  let finish!: () => void;
  const rendering = first.refresh.fill(async () => {
    await new Promise<void>((resolve) => (finish = resolve));
    return { document: page('P2'), keep: true };
  });
  // while it renders, everyone gets the previous one at once, and nobody else is asked to render
  expect(await Promise.all(Array.from({ length: 10 }, () => cache.lookup('/p')))).toEqual(Array(10).fill({ document: page('P1') }));
  finish();
  await rendering;
  expect(await cache.lookup('/p')).toEqual({ document: page('P2') });
});

it('renders at most two stale documents again at once; the others serve until a later turn', async () => {
  const { cache, advance } = setup(5000, 3);
  for (const path of ['/s1', '/s2', '/s3']) await (await claimOf(cache, path)).fill(async () => ({ document: page(path), keep: true }));
  advance(5000);
  const found = await Promise.all(['/s1', '/s2', '/s3'].map((path) => cache.lookup(path)));
  expect(found.map((lookup) => Boolean(lookup.document && lookup.refresh))).toEqual([true, true, false]);
  if (found[0]?.document) found[0].refresh?.skip();
  expect(await cache.lookup('/s3')).toMatchObject({ document: page('/s3'), refresh: expect.anything() });
});

it('never serves a document of older data versions, even while it is rendered again', async () => {
  const { cache, setStamp, advance } = setup();
  await (await claimOf(cache, '/v')).fill(async () => ({ document: page('V1'), keep: true }));
  advance(5000);
  const stale = await cache.lookup('/v');
  expect(stale.document).toEqual(page('V1'));
  setStamp('v2');
  const waiter = await cache.lookup('/v');
  expect(waiter.document).toBeNull();
});

it('keeps a degraded document for its own shorter life, then renders it again while serving it', async () => {
  const { cache, advance } = setup();
  await (await claimOf(cache, '/degraded')).fill(async () => ({ document: page('D'), keep: true, ttlMs: 1000 }));
  advance(999);
  expect(await cache.lookup('/degraded')).toEqual({ document: page('D') });
  advance(1);
  const stale = await cache.lookup('/degraded');
  if (!stale.document || !stale.refresh) throw new Error('no refresh claimed');
  await stale.refresh.fill(async () => ({ document: page('full'), keep: true }));
  expect(await htmlOf(cache, '/degraded')).toBe('full');
});

it('keeps nothing it must not keep, nothing rendered while the versions moved, nothing while they are unknown', async () => {
  const { cache, setStamp } = setup();
  const missing = await claimOf(cache, '/missing');
  expect(await missing.fill(async () => ({ document: page('404', 404), keep: false }))).toEqual(page('404', 404));
  await claimOf(cache, '/missing');
  await (await claimOf(cache, '/moved')).fill(async () => {
    setStamp('v2');
    return { document: page('old data'), keep: true };
  });
  await claimOf(cache, '/moved');
  setStamp(null);
  expect(await cache.lookup('/unknown')).toEqual({ document: null, claim: null });
});

it('renders a burst of one page once: later lookups wait for the first one’s render', async () => {
  const { cache } = setup();
  const claim = await claimOf(cache, '/burst');
  const waiting = Promise.all(Array.from({ length: 10 }, () => htmlOf(cache, '/burst')));
  let renders = 0;
  await claim.fill(async () => {
    renders += 1;
    return { document: page('B'), keep: true };
  });
  expect(await waiting).toEqual(Array(10).fill('B'));
  expect(renders).toBe(1);
});

it('sends waiters to render for themselves when the first one lets go or fails, and bounds its entries', async () => {
  const { cache } = setup();
  const skipped = await claimOf(cache, '/favorites');
  const waiter = cache.lookup('/favorites');
  skipped.skip();
  expect(await waiter).toEqual({ document: null, claim: null });
  const failing = await claimOf(cache, '/x');
  const other = cache.lookup('/x');
  await expect(failing.fill(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await other).toEqual({ document: null, claim: null });
  for (const path of ['/1', '/2', '/3']) await (await claimOf(cache, path)).fill(async () => ({ document: page(path), keep: true }));
  await claimOf(cache, '/1');
  expect(await htmlOf(cache, '/3')).toBe('/3');
});
