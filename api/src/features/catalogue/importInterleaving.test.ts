import fs from 'node:fs';
import path from 'node:path';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { scaleFeedText } from '../../testing/scaleFeed';

const TOKEN = 'interleaving-admin-token';

describe.each(backends())('a catalogue import beside the site’s reads on %s', (backend) => {
  let test: TestApp;
  let feed: string;

  beforeAll(async () => {
    test = await createTestApp(backend, { ADMIN_TOKEN: TOKEN });
    feed = path.join(test.database.workDir, 'feed.json');
    fs.writeFileSync(feed, [...scaleFeedText({ lots: 6000 })].join(''));
  });
  afterAll(() => test?.close());

  const importFeed = () =>
    test.app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, payload: fs.createReadStream(feed) });

  it('answers reads between its batches all along, and a second import meanwhile is told to wait', async () => {
    let importing = true;
    const started = performance.now();
    const running = importFeed().finally(() => (importing = false));
    const leased = async () => (await test.db.query<{ n: number }>('select count(*)::int as n from catalogue_import_lease where expires_at > now()')).rows[0]!.n > 0;
    while (!(await leased())) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await importFeed();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: expect.stringMatching(/^Another catalogue import is running/) });

    // a read every 50 ms, none waiting for another, each timed from when it was due: a loop kept busy by the import
    // (PGlite works on it) delays it
    const reads: Array<Promise<{ at: number; ms: number; status: number }>> = [];
    const first = performance.now();
    for (let i = 0; importing; i += 1) {
      const due = first + i * 50;
      if (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      // a filter never asked before: the database answers it, between the import's batches
      reads.push(
        test.app
          .inject({ url: `/api/flats/facets/?city=moskva&price_max=${30_000_000 + i}` })
          .then((response) => ({ at: due - started, ms: performance.now() - due, status: response.statusCode })),
      );
    }
    const imported = await running;
    expect(imported.statusCode).toBe(200);
    const took = performance.now() - started;
    const answered = await Promise.all(reads);
    const slowest = Math.max(...answered.map((read) => read.ms));
    console.info(`${backend}: 6,000-lot import in ${Math.round(took)} ms; ${answered.length} reads meanwhile, the slowest ${Math.round(slowest)} ms`);
    expect(answered.every((read) => read.status === 200)).toBe(true);
    // reads answered throughout, not queued behind the whole import
    expect(answered.filter((read) => read.at < took / 2).length).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(Math.max(3000, took / 4));
  });
});
