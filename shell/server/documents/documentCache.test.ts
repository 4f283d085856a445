/** @jest-environment node */
import { createDocumentCache, type CachedDocument, type Claim, type DocumentCache, type RenderedDocument } from './documentCache';

const page = (html: string, status = 200): CachedDocument => ({ status, headers: { 'Content-Type': 'text/html' }, body: { identity: Buffer.from(html) } });

function setup(ttlMs = 5000, maxEntries = 2) {
  let data: string | null = 'v1';
  let builds = 'b1';
  let now = 0;
  const cache = createDocumentCache({ ttlMs, maxEntries, stamp: () => ({ data, builds }), now: () => now });
  /** A document rendered from answers of the current data version (or of `version`). */
  const rendered = (html: string, extra: Partial<RenderedDocument> = {}): RenderedDocument => ({ document: page(html), keep: true, dataVersion: data, ...extra });
  return {
    cache,
    rendered,
    setData: (value: string | null) => (data = value),
    setBuilds: (value: string) => (builds = value),
    advance: (ms: number) => (now += ms),
  };
}

/** The claim of a missing document (fails the test when the document is there). */
function claimOf(cache: DocumentCache, key: string): Claim {
  const found = cache.lookup(key);
  expect(found.document).toBeNull();
  if (found.document || !found.claim) throw new Error(`no claim on ${key}`);
  return found.claim;
}

const htmlOf = (cache: DocumentCache, key: string) => cache.lookup(key).document?.body.identity.toString() ?? null;

it('serves a kept document until the data versions change or its time is up', async () => {
  const { cache, rendered, setData, advance } = setup();
  await claimOf(cache, '/a').fill(async () => rendered('A1'));
  expect(htmlOf(cache, '/a')).toBe('A1');
  setData('v2');
  await claimOf(cache, '/a').fill(async () => rendered('A2'));
  advance(4999);
  expect(cache.lookup('/a')).toEqual({ document: page('A2') });
  advance(1);
  const stale = cache.lookup('/a');
  expect(stale).toMatchObject({ document: page('A2'), refresh: expect.anything() });
  if (stale.document) stale.refresh?.skip(); // its render again failed
  advance(5000); // past twice its time it is missing
  claimOf(cache, '/a');
});

it('past its time serves the document while one request renders it again; a burst never waits', async () => {
  const { cache, rendered, advance } = setup();
  await claimOf(cache, '/p').fill(async () => rendered('P1'));
  advance(5000);
  const first = cache.lookup('/p');
  if (!first.document || !first.refresh) throw new Error('no refresh claimed');
  let finish!: () => void;
  const rendering = first.refresh.fill(async () => {
    await new Promise<void>((resolve) => (finish = resolve));
    return rendered('P2');
  });
  // while it renders, everyone gets the previous one at once, and nobody else is asked to render
  expect(Array.from({ length: 10 }, () => cache.lookup('/p'))).toEqual(Array(10).fill({ document: page('P1') }));
  finish();
  await rendering;
  expect(cache.lookup('/p')).toEqual({ document: page('P2') });
});

it('renders at most two stale documents again at once; the others serve until a later turn', async () => {
  const { cache, rendered, advance } = setup(5000, 3);
  for (const path of ['/s1', '/s2', '/s3']) await claimOf(cache, path).fill(async () => rendered(path));
  advance(5000);
  const found = ['/s1', '/s2', '/s3'].map((path) => cache.lookup(path));
  expect(found.map((lookup) => Boolean(lookup.document && lookup.refresh))).toEqual([true, true, false]);
  if (found[0]?.document) found[0].refresh?.skip();
  expect(cache.lookup('/s3')).toMatchObject({ document: page('/s3'), refresh: expect.anything() });
});

it('never serves a document of older data versions as fresh', async () => {
  const { cache, rendered, setData, advance } = setup();
  await claimOf(cache, '/v').fill(async () => rendered('V1'));
  advance(5000);
  expect(cache.lookup('/v').document).toEqual(page('V1'));
  setData('v2');
  expect(cache.lookup('/v')).toMatchObject({ document: null, claim: expect.anything() });
});

it('keeps only a render whose every answer carried the versions in force: not one read from a process still behind, not one that mixed versions', async () => {
  const { cache, rendered, setData } = setup();
  setData('catalogue:8.content:3');
  // an API process behind the others answered with the previous version: shown to its visitor, never kept
  await claimOf(cache, '/lagging').fill(async () => rendered('old price', { dataVersion: 'catalogue:7.content:3' }));
  claimOf(cache, '/lagging').skip();
  await claimOf(cache, '/mixed').fill(async () => rendered('half old', { dataVersion: null }));
  claimOf(cache, '/mixed').skip();
  await claimOf(cache, '/fresh').fill(async () => rendered('new price'));
  expect(htmlOf(cache, '/fresh')).toBe('new price');
});

it('keeps a degraded document for its own shorter life, then renders it again while serving it', async () => {
  const { cache, rendered, advance } = setup();
  await claimOf(cache, '/degraded').fill(async () => rendered('D', { ttlMs: 1000 }));
  advance(999);
  expect(cache.lookup('/degraded')).toEqual({ document: page('D') });
  advance(1);
  const stale = cache.lookup('/degraded');
  if (!stale.document || !stale.refresh) throw new Error('no refresh claimed');
  await stale.refresh.fill(async () => rendered('full'));
  expect(htmlOf(cache, '/degraded')).toBe('full');
});

it('keeps nothing it must not keep, nothing rendered while the versions moved, nothing while they are unknown', async () => {
  const { cache, rendered, setData } = setup();
  const missing = claimOf(cache, '/missing');
  expect(await missing.fill(async () => ({ ...rendered(''), document: page('404', 404), keep: false }))).toEqual(page('404', 404));
  claimOf(cache, '/missing').skip();
  await claimOf(cache, '/moved').fill(async () => {
    const document = rendered('old data');
    setData('v2');
    return document;
  });
  claimOf(cache, '/moved').skip();
  setData(null);
  expect(cache.lookup('/unknown')).toEqual({ document: null, claim: null });
});

it('renders a burst of one page once: later lookups wait for the first one’s render', async () => {
  const { cache, rendered } = setup();
  const claim = claimOf(cache, '/burst');
  const waiting = Array.from({ length: 10 }, () => cache.lookup('/burst'));
  let renders = 0;
  await claim.fill(async () => {
    renders += 1;
    return rendered('B');
  });
  const documents = await Promise.all(waiting.map((found) => (found.document ? found.document : found.rendering)));
  expect(documents.map((document) => document?.body.identity.toString())).toEqual(Array(10).fill('B'));
  expect(renders).toBe(1);
});

it('sends waiters to render for themselves when the first one lets go or fails, and bounds its entries', async () => {
  const { cache, rendered } = setup();
  const skipped = claimOf(cache, '/favorites');
  const waiter = cache.lookup('/favorites');
  skipped.skip();
  expect(waiter.document === null && (await waiter.rendering)).toBeNull();
  const failing = claimOf(cache, '/x');
  const other = cache.lookup('/x');
  await expect(failing.fill(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(other.document === null && (await other.rendering)).toBeNull();
  for (const path of ['/1', '/2', '/3']) await claimOf(cache, path).fill(async () => rendered(path));
  claimOf(cache, '/1').skip();
  expect(htmlOf(cache, '/3')).toBe('/3');
});

it('offers a document kept at older data versions for a check of its reads, not one it cannot check or of other builds', async () => {
  const { cache, rendered, setData, setBuilds } = setup();
  const reads = [{ url: 'http://api/api/flats/?city=moskva', headers: {}, etag: 'W/"a"' }];
  await claimOf(cache, '/checkable').fill(async () => rendered('C', { reads }));
  await claimOf(cache, '/unrecorded').fill(async () => rendered('U', { reads: null }));
  setData('v2');
  const found = cache.lookup('/checkable');
  expect(found).toMatchObject({ document: null, claim: expect.anything(), revalidate: { document: page('C'), reads } });
  // the check passed: the same document is kept at the new versions
  if (found.document === null) await found.claim?.fill(async () => ({ document: page('C'), keep: true, dataVersion: 'v2', reads }));
  expect(cache.lookup('/checkable')).toEqual({ document: page('C') });
  expect(cache.lookup('/unrecorded')).not.toHaveProperty('revalidate');
  setData('v3');
  setBuilds('b2');
  expect(cache.lookup('/checkable')).not.toHaveProperty('revalidate');
});

it('offers the last good rendering of a page, of the builds in force, to stand in for a slow render', async () => {
  const { cache, rendered, setData, setBuilds } = setup();
  await claimOf(cache, '/lot').fill(async () => rendered('good'));
  setData('v2');
  const missing = cache.lookup('/lot');
  expect(missing).toMatchObject({ document: null, claim: expect.anything(), lastGood: page('good') });
  // a page left to the browser never replaces it
  if (missing.document === null) await missing.claim?.fill(async () => rendered('left to the browser', { document: { ...page('left'), degraded: true }, ttlMs: 1 }));
  setData('v3');
  const again = cache.lookup('/lot');
  expect(again).toMatchObject({ lastGood: page('good') });
  if (again.document === null) again.claim?.skip();
  // another build of the remotes: the old markup would not hydrate with it
  // while the API cannot tell its versions nothing is cached, but the last good rendering still stands in
  setData(null);
  expect(cache.lookup('/lot')).toEqual({ document: null, claim: null, lastGood: page('good') });
  setBuilds('b2');
  expect(cache.lookup('/other-build-key')).not.toHaveProperty('lastGood');
  expect(cache.lookup('/lot')).not.toHaveProperty('lastGood');
});
