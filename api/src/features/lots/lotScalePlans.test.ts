import type { Queryable } from '../../db/db';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFilters, type LotQueryValues } from '../../shared/lots/lotFilters';
import { countLots, listLots } from '../../shared/lots/lotQueries';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { importScaleCatalogue } from '../../testing/scaleCatalogue';
import { lotFacets } from './lotFacets';

/** A large catalogue: 20,000 lots in `npm test` (SCALE_LOTS=100000 for the full size). */
const LOTS = Number(process.env.SCALE_LOTS ?? 20_000);

/** Filters visitors use, from the city's whole selection to narrow ones, with ranges cutting through cells. */
const FILTERS: Array<LotQueryValues & { city: string }> = [
  { city: 'moskva', is_apartment: false },
  { city: 'moskva', is_apartment: false, rooms: [1, 2], price_max: 18000000 },
  { city: 'moskva', is_apartment: false, project: ['scale-project-3'], completion: ['2028-4'] },
  { city: 'tula', rooms: [3], area_min: 60, area_max: 90, only_free: true },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Runs a lot query with every statement's plan recorded by EXPLAIN (ANALYZE, BUFFERS). */
async function explained(db: Queryable, run: (db: Queryable) => Promise<unknown>): Promise<Array<{ sql: string; plan: PlanNode }>> {
  const plans: Array<{ sql: string; plan: PlanNode }> = [];
  const recording: Queryable = {
    exec: (sql) => db.exec(sql),
    async query<Row>(sql: string, params?: readonly unknown[]) {
      if (/\blots\b|lot_cells/.test(sql)) {
        const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(`explain (analyze, buffers, format json) ${sql}`, params);
        const plan = rows[0]!['QUERY PLAN'];
        plans.push({ sql, plan: (typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0]!.Plan });
      }
      return db.query<Row>(sql, params);
    },
  };
  await run(recording);
  return plans;
}

describe.each(backends())('selections and facets of a large catalogue on %s', (backend) => {
  let test: TestApp;
  let lotPages: number;

  beforeAll(async () => {
    test = await createTestApp(backend);
    const outcome = await importScaleCatalogue(test, LOTS);
    expect(outcome).toMatchObject({ report: { feed: { lots: { inserted: LOTS } } } });
    await test.db.query('analyze');
    lotPages = (await test.db.query<{ pages: number }>("select (pg_relation_size('lots') / 8192)::int as pages")).rows[0]!.pages;
  }, 600_000);
  afterAll(() => test?.close());

  it.each(FILTERS)('counts and facets read the summary and the lots at its edges, never the city’s lots: %j', async (query) => {
    const city = (await test.db.query<{ id: number }>('select id from cities where slug = $1', [query.city])).rows[0]!.id;
    const filters = lotFilters(query, lotEndpoints.flats, city);
    const { count } = await countLots(test.db, lotEndpoints.flats, filters);
    const plans = await explained(test.db, (db) => Promise.all([lotFacets(db, lotEndpoints.flats, filters), listLots(db, lotEndpoints.flats, filters, 'price', { limit: 20, offset: 0 })]));
    const matches = Number((await test.db.query<{ n: number }>(`select count(*)::int as n from lots l where l.kind = any('{flat,apartment}') and l.city_id = $1`, [city])).rows[0]!.n);
    for (const { sql, plan } of plans.filter((item) => !item.sql.includes('picked'))) {
      const all = nodes(plan);
      expect({ sql, seqScanOfLots: all.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'lots') }).toEqual({ sql, seqScanOfLots: false });
      const lotRows = all.filter((node) => node['Relation Name'] === 'lots').reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0);
      const blocks = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      // the lots read: a page's worth and the edges of the summary's cells, a small part of the scope's lots
      expect({ sql, lotRows, fewLots: lotRows <= Math.max(200, matches / 4) }).toEqual({ sql, lotRows, fewLots: true });
      expect({ sql, blocks, fewBlocks: blocks <= lotPages / 2 }).toEqual({ sql, blocks, fewBlocks: true });
    }
    const facets = plans.find(({ sql }) => sql.includes('grouping sets'))!;
    expect(nodes(facets.plan).some((node) => node['Relation Name'] === 'lot_cells')).toBe(true);
    // the page: the first lots in the ordering's index, the scan stopping at the page's end
    const page = nodes(plans.find(({ sql }) => sql.includes('picked'))!.plan);
    const limit = page.findIndex((node) => node['Node Type'] === 'Limit');
    expect(limit).toBeGreaterThanOrEqual(0);
    expect(page.slice(limit).some((node) => node['Node Type'] === 'Index Scan' && node['Relation Name'] === 'lots')).toBe(true);
    expect(page.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'lots')).toBe(false);
    console.info(
      `${backend}, ${LOTS} lots, ${JSON.stringify(query)}: ${count} found; ` +
        plans.map(({ sql, plan }) => `${sql.includes('grouping sets') ? 'facets' : sql.includes('picked') ? 'page' : 'count'} ${plan['Shared Hit Blocks'] + plan['Shared Read Blocks']} blocks`).join(', ') +
        ` (the lots: ${lotPages} blocks)`,
    );
  });
});
