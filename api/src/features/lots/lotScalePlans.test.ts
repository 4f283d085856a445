import type { Queryable } from '../../db/db';
import type { LotOrdering } from '../../shared/lots/lotSchemas';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFilters, type LotQueryValues } from '../../shared/lots/lotFilters';
import { countLots, listLots } from '../../shared/lots/lotQueries';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { importPrices, importScaleCatalogue } from '../../testing/scaleCatalogue';
import { lotFacets } from './lotFacets';

/** A large catalogue: 20,000 lots in `npm test` (SCALE_LOTS=100000 for the full size). */
const LOTS = Number(process.env.SCALE_LOTS ?? 20_000);

/** Filters visitors use, from the city's whole selection to narrow ones, with ranges cutting through cells. */
const FILTERS: Array<LotQueryValues & { city: string; ordering: LotOrdering }> = [
  { city: 'moskva', is_apartment: false, ordering: 'price' },
  { city: 'moskva', rooms: [1, 2], price_max: 18000000, ordering: '-price' },
  { city: 'moskva', is_apartment: false, project: ['scale-project-3'], completion: ['2028-4'], ordering: 'area' },
  { city: 'tula', rooms: [3], area_min: 60, area_max: 90, only_free: true, ordering: '-completion' },
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Subplan Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The rows of `lots` a plan read: those its scans returned and those they read and filtered out. */
const lotRowsRead = (plan: PlanNode) =>
  nodes(plan)
    .filter((node) => node['Relation Name'] === 'lots')
    .reduce((sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'], 0);

/** The page's length and what a page may read at most per lot of it, whatever the catalogue's size (see `listLots`). */
const PAGE = 20;
const PAGE_ROWS = 40 * PAGE * lotEndpoints.flats.kinds.length;

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
    lotPages = (await test.db.query<{ pages: number }>("select (pg_relation_size('lots') / 8192)::int as pages")).rows[0]!.pages;
  }, 600_000);
  afterAll(() => test?.close());

  it.each(FILTERS)('counts and facets read the summary and the lots at its edges, never the city’s lots: %j', async (query) => {
    const city = (await test.db.query<{ id: number }>('select id from cities where slug = $1', [query.city])).rows[0]!.id;
    const filters = lotFilters(query, lotEndpoints.flats, city);
    const { count } = await countLots(test.db, lotEndpoints.flats, filters);
    const plans = await explained(test.db, (db) => Promise.all([lotFacets(db, lotEndpoints.flats, filters), listLots(db, lotEndpoints.flats, filters, query.ordering, { limit: PAGE, offset: 0 })]));
    const matches = Number((await test.db.query<{ n: number }>(`select count(*)::int as n from lots l where l.kind = any('{flat,apartment}') and l.city_id = $1`, [city])).rows[0]!.n);
    // the first page and its total in one statement, beside the facets' one
    expect(plans.map(({ sql }) => (sql.includes('picked') ? 'page' : 'facets')).sort()).toEqual(['facets', 'page']);
    const cells = (await test.db.query<{ n: number }>(`select count(*)::int as n from lot_cells c where c.kind = any('{flat,apartment}') and c.city_id = $1`, [city])).rows[0]!.n;
    for (const { sql, plan } of plans) {
      const all = nodes(plan);
      expect({ sql, seqScanOfLots: all.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'lots') }).toEqual({ sql, seqScanOfLots: false });
      const lotRows = lotRowsRead(plan);
      const blocks = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      // the lots read: a page's worth and the edges of the summary's cells, a small part of the scope's lots
      expect({ sql, lotRows, fewLots: lotRows <= Math.max(PAGE_ROWS, matches / 4) }).toEqual({ sql, lotRows, fewLots: true });
      // (a page's own blocks are its lots' cards, joined to five tables: bounded by its rows below)
      if (!sql.includes('picked')) expect({ sql, blocks, fewBlocks: blocks <= lotPages / 2 }).toEqual({ sql, blocks, fewBlocks: true });
    }
    // the facets: one unit per cell of the scope, the lots of the cells a range cuts summed up per cell and outcome
    const facets = plans.find(({ sql }) => sql.includes('grouping sets'))!;
    expect(nodes(facets.plan).some((node) => node['Relation Name'] === 'lot_cells')).toBe(true);
    const units = nodes(facets.plan).find((node) => node['Subplan Name'] === 'CTE units')!;
    expect({ units: units['Actual Rows'], cells, fewUnits: units['Actual Rows'] <= cells * 1.5 }).toMatchObject({ fewUnits: true });
    // the page: read from the matches' cells, or the first lots of each kind in the ordering's index, the scan
    // stopping at the page's end; either way a bounded number of lots, whatever the catalogue's size
    const pagePlan = plans.find(({ sql }) => sql.includes('picked'))!.plan;
    const page = nodes(pagePlan);
    const limit = page.findIndex((node) => node['Node Type'] === 'Limit');
    expect(limit).toBeGreaterThanOrEqual(0);
    expect(page.slice(limit).some((node) => /Index (Only )?Scan/.test(node['Node Type']) && node['Relation Name'] === 'lots')).toBe(true);
    expect({ pageRows: lotRowsRead(pagePlan), bounded: lotRowsRead(pagePlan) <= PAGE_ROWS + PAGE }).toMatchObject({ bounded: true });
    console.info(
      `${backend}, ${LOTS} lots, ${JSON.stringify(query)}: ${count} found; ` +
        plans
          .map(({ sql, plan }) => `${sql.includes('grouping sets') ? 'facets' : sql.includes('picked') ? 'page' : 'count'} ${plan['Shared Hit Blocks'] + plan['Shared Read Blocks']} blocks, ${lotRowsRead(plan)} lots`)
          .join(', ') + ` (the lots: ${lotPages} blocks; ${cells} cells, ${units['Actual Rows']} units)`,
    );
  });
  // the import analysed the catalogue (PGlite never does by itself; PostgreSQL's autovacuum comes later): without
  // it, the planner took each city's thousands of lots on sale for one or two
  it('after the import the planner’s estimates of the lots and cells on sale in a city are within a factor of two', async () => {
    const estimate = async (sql: string) => {
      const { rows } = await test.db.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> | string }>(`explain (format json) ${sql}`);
      const plan = rows[0]!['QUERY PLAN'];
      const planned = (typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: { 'Plan Rows': number } }>) : plan)[0]!.Plan['Plan Rows'];
      const { rows: counted } = await test.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) matches`);
      return { sql, planned, actual: counted[0]!.n };
    };
    const { rows: cities } = await test.db.query<{ id: number }>('select id from cities order by id');
    for (const { id } of cities) {
      for (const table of ['lots', 'lot_cells']) {
        const { sql, planned, actual } = await estimate(`select 1 from ${table} t where t.kind = 'flat' and t.city_id = ${id} and t.status in ('free', 'booked')`);
        expect(actual).toBeGreaterThan(50);
        expect({ sql, planned, actual, close: planned >= actual / 2 && planned <= actual * 2 }).toMatchObject({ close: true });
      }
    }
  });

  it('a price list of a few lots leaves the statistics alone', async () => {
    const analyses = async () =>
      (await test.db.query<{ n: number }>("select analyze_count::int as n from pg_stat_user_tables where relname = 'lots'")).rows[0]!.n;
    const before = await analyses();
    expect(before).toBeGreaterThan(0);
    const { rows } = await test.db.query<{ external_id: string; price: number }>("select external_id, price from lots where status = 'free' order by id limit 3");
    expect(await importPrices(test, rows.map((row) => ({ ...row, price: row.price + 1 })))).toMatchObject({ report: { price_list: { updated: 3 } } });
    expect(await analyses()).toBe(before);
  });
});
