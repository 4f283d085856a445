import type { LotOrdering } from '../../shared/lots/lotSchemas';
import type { Db } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { backends } from '../../testing/testEnv';
import { filterConditions, whereClause } from '../../shared/lots/lotConditions';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFilters, type LotQueryValues } from '../../shared/lots/lotFilters';
import { LOT_ORDERINGS } from '../../domain/lotVocabulary';
import { countLots, listLots, ORDER_BY } from '../../shared/lots/lotQueries';
import { lotScans } from '../../testing/lotScans';
import { lotFacets } from './lotFacets';

/** Every filter of the flat selection (and commercial's own), each with a value that makes its condition. */
const FILTERS: Record<string, LotQueryValues> = {
  rooms: { rooms: [1, 2] },
  is_apartment: { is_apartment: true },
  project: { project: ['any-project'] },
  building: { building: [3] },
  price: { price_min: 5000000, price_max: 9000000 },
  area: { area_min: 40, area_max: 60 },
  kitchen_area: { kitchen_area_min: 10 },
  floor: { floor_min: 3, floor_max: 9 },
  not_first: { not_first: true },
  not_last: { not_last: true },
  completion: { completion: ['2027-2'] },
  finishing: { finishing: ['fine'] },
  features: { features: ['balcony', 'view'] },
  status: { status: ['sold'] },
  only_free: { only_free: true },
};

/** The plan of `select`, with sequential scans and sorts priced out: what indexes can do alone. */
async function plan(db: Db, sql: string, values: unknown[]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    await tx.query('set local enable_sort = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, values);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(backends())('query plans of the lot selection (%s)', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
    await test.db.query('analyze lots');
  });
  afterAll(() => test?.close());

  // the filters have no indexes of their own: the summary decides whole cells, the lots of the others are read per
  // cell (`lots_cell`), a page from the partial index of its kind's lots on sale in the city (or, for other
  // statuses, the scope's index)
  it.each([...Object.entries(FILTERS).map(([name, values]) => [name, values, lotEndpoints.flats] as const), ['commercial', { commercial: ['office'] } as LotQueryValues, lotEndpoints.commercial] as const])(
    'the count, the facets and the first page with the %s filter read the lots only through an index condition',
    async (_name, values, config) => {
      const filters = lotFilters(values, config, 1);
      const scans = await lotScans(test.db, (db) => Promise.all([countLots(db, config, filters), lotFacets(db, config, filters), listLots(db, config, filters, 'price', { limit: 20, offset: 0 })]));
      expect(scans.length).toBeGreaterThan(0);
      expect(scans.filter((scan) => /Seq Scan|WALKS/.test(scan))).toEqual([]);
    },
  );

  // a page is read per kind (`pageIdsSql`): with `kind = any(…)` no btree index yields the ordering, and the scan
  // walked a whole ordering index past every other city's and kind's lots
  it.each(LOT_ORDERINGS)('the partial index of the lots on sale yields a kind’s selection in %s order without sorting', async (ordering: LotOrdering) => {
    const params = new SqlParams();
    const where = whereClause([`l.kind = ${params.add('flat')}`, `l.city_id = ${params.add(1)}`], filterConditions(params, lotFilters({}, lotEndpoints.flats, 1)));
    const text = await plan(test.db, `select l.id from lots l where ${where} order by ${ORDER_BY[ordering]} limit 20`, params.values);
    expect(text).not.toMatch(/Sort/);
    expect(text).toMatch(/Index (Only )?Scan( Backward)? using lots_on_sale_/);
  });
});
