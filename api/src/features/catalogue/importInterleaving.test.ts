import fs from 'node:fs';
import path from 'node:path';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { scaleFeedText } from '../../testing/scaleFeed';
import type { Queryable } from '../../db/db';
import { until } from '../../testing/until';
import { LOT_BATCH } from './catalogueWrites';

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
    await until(leased);
    const second = await importFeed();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: expect.stringMatching(/^Another catalogue import is running/) });

    // a read every 150 ms (a new filter: PGlite answers a few times as many alone), none waiting for another, each
    // timed from when it was due: a loop kept busy by the import (PGlite works on it) delays it
    const reads: Array<Promise<{ at: number; ms: number; status: number }>> = [];
    const first = performance.now();
    for (let i = 0; importing; i += 1) {
      const due = first + i * 150;
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
    const times = answered.map((read) => read.ms).sort((a, b) => a - b);
    const slowest = times.at(-1) ?? 0;
    console.info(
      `${backend}: 6,000-lot import in ${Math.round(took)} ms; ${answered.length} reads meanwhile, ` +
        `median ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms, the slowest ${Math.round(slowest)} ms`,
    );
    // none refused: on PGlite every read had its first turn within the queue's bound (a request under way goes
    // first, and the import is the site's own work, not a request under way)
    expect(answered.filter((read) => read.status !== 200)).toEqual([]);
    // reads answered throughout, not queued behind the whole import, each within the bound
    expect(answered.filter((read) => read.at < took / 2).length).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(test.ctx.config.pgliteQueue.maxWaitMs);
  });

  it('applies the same feed again without a write, in statements linear in its lots, none binding more than a batch', async () => {
    const statements: Array<{ sql: string; bytes: number }> = [];
    const record = (sql: string, params?: readonly unknown[]) =>
      statements.push({ sql, bytes: (params ?? []).reduce<number>((sum, param) => sum + (typeof param === 'string' ? param.length : JSON.stringify(param ?? null).length), 0) });
    const recording = (target: Queryable): Queryable => ({
      exec: (sql) => target.exec(sql),
      query: (sql, params) => (record(sql, params), target.query(sql, params)),
    });
    const direct = recording({ exec: test.db.exec.bind(test.db), query: test.db.query.bind(test.db) });
    const query = jest.spyOn(test.db, 'query').mockImplementation(direct.query);
    const transaction = test.db.transaction.bind(test.db);
    const transactions = jest.spyOn(test.db, 'transaction').mockImplementation((work) => transaction((tx) => work(recording(tx))));
    const before = test.ctx.dataVersion.current('catalogue');
    try {
      const again = await importFeed();
      expect(again.json()).toMatchObject({ changed: false, feed: { lots: { inserted: 0, updated: 0, sold: 0 } } });
    } finally {
      query.mockRestore();
      transactions.mockRestore();
    }
    expect(test.ctx.dataVersion.current('catalogue')).toBe(before);
    const lots = 6000;
    const projects = (await test.db.query<{ n: number }>("select count(*)::int as n from projects where external_id like 'scale-%'")).rows[0]!.n;
    // per project its structure (a few statements), per batch of its lots a few: nothing grows with the whole feed
    expect(statements.length).toBeLessThan(12 * projects + 6 * Math.ceil(lots / LOT_BATCH) + 20);
    const feedBytes = fs.statSync(feed).size;
    const largest = Math.max(...statements.map((statement) => statement.bytes));
    expect({ largest, withinABatch: largest < (feedBytes / lots) * LOT_BATCH * 2 }).toEqual({ largest, withinABatch: true });
  });
});
