import { createTestApp, type TestApp } from '../testing/testApp';
import { backends } from '../testing/testEnv';
import { lotScans } from '../testing/lotScans';
import { lotEndpoints } from '../shared/lots/lotEndpoints';
import { getLot, similarLots } from '../shared/lots/lotQueries';
import { feedLots, feedLotsAmong } from '../features/feeds/feedLots';
import { entryCounts, sitemapEntries } from '../features/sitemap/sitemapEntries';

/**
 * The readers of `lots` beside the selections (`lotQueryPlans.test.ts`) keep an index of their own: none relied on
 * the single-column indexes migration 0016 dropped.
 */
describe.each(backends())('the lots’ other readers (%s)', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
    await test.db.query('analyze lots');
  });
  afterAll(() => test?.close());

  it('a lot page, its similar lots, a project’s feed and its changed lots, the sitemap read the lots through an index condition', async () => {
    const { rows } = await test.db.query<{ id: number; kind: 'flat' | 'apartment' }>("select id, kind from lots where kind = 'flat' and status = 'free' order by id limit 1");
    const config = lotEndpoints.flats;
    const scans = await lotScans(test.db, async (db) => {
      const lot = (await getLot(db, config, rows[0]!.id))!;
      await similarLots(db, config, lot, 8);
      for await (const _page of feedLots(db, 1, lot.project.id)) break;
      for await (const _page of feedLotsAmong(db, 1, lot.project.id, [lot.id, lot.id + 1])) break;
      const counts = await entryCounts(db, 1);
      const lotsFrom = counts.slice(0, -1).reduce((sum, count) => sum + count, 0);
      for await (const _page of sitemapEntries(db, 1, lotsFrom, lotsFrom + 10)) break;
    });
    expect(scans.length).toBeGreaterThanOrEqual(8);
    expect(scans.filter((scan) => /Seq Scan|WALKS/.test(scan))).toEqual([]);
  });
});
