import type { LotOrdering } from '../../shared/lots/lotSchemas';
import type { Db } from '../../db/db';
import { SqlParams } from '../../http/sqlParams';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { backends } from '../../testing/testEnv';
import { filterConditions, whereClause } from '../../shared/lots/lotConditions';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFilters, type LotQueryValues } from '../../shared/lots/lotFilters';
import { LOT_ORDERINGS } from '../../domain/lotVocabulary';
import { ORDER_BY } from '../../shared/lots/lotQueries';

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

/** One condition with just the parameters it uses, renumbered from $1. */
function alone(sql: string, values: readonly unknown[]): { sql: string; values: unknown[] } {
  const numbers = new Map<string, number>();
  const renumbered = sql.replace(/\$(\d+)/g, (_match, n: string) => {
    if (!numbers.has(n)) numbers.set(n, numbers.size + 1);
    return `$${numbers.get(n)}`;
  });
  return { sql: renumbered, values: [...numbers.keys()].map((n) => values[Number(n) - 1]) };
}

/** The plan of `select`, with sequential scans (and, when asked, sorts) priced out: what indexes can do alone. */
async function plan(db: Db, sql: string, values: unknown[], noSort = false): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    if (noSort) await tx.query('set local enable_sort = off');
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

  it.each(Object.keys(FILTERS))('an index serves the %s filter', async (name) => {
    const config = lotEndpoints.flats;
    const params = new SqlParams();
    const condition = filterConditions(params, lotFilters(FILTERS[name]!, config, undefined)).find(
      (item) => item.filter === name,
    );
    expect(condition).toBeDefined();
    const { sql, values } = alone(condition!.sql, params.values);
    const text = await plan(test.db, `select l.id from lots l where ${sql}`, values);
    expect(text).not.toContain('Seq Scan on lots');
    expect(text).toMatch(/Index Cond|Recheck Cond/);
  });

  it('an index serves the commercial type filter', async () => {
    const params = new SqlParams();
    const [condition] = filterConditions(params, lotFilters({ commercial: ['office'] }, lotEndpoints.commercial, undefined));
    const { sql, values } = alone(condition!.sql, params.values);
    const text = await plan(test.db, `select l.id from lots l where ${sql}`, values);
    expect(text).toMatch(/Index Cond|Recheck Cond/);
  });

  // a page is read per kind (`pageIdsSql`): with `kind = any(…)` no btree index yields the ordering, and the scan
  // walked a whole ordering index past every other city's and kind's lots
  it.each(LOT_ORDERINGS)('the partial index of the lots on sale yields a kind’s selection in %s order without sorting', async (ordering: LotOrdering) => {
    const params = new SqlParams();
    const where = whereClause([`l.kind = ${params.add('flat')}`, `l.city_id = ${params.add(1)}`], filterConditions(params, lotFilters({}, lotEndpoints.flats, 1)));
    const text = await plan(test.db, `select l.id from lots l where ${where} order by ${ORDER_BY[ordering]} limit 20`, params.values, true);
    expect(text).not.toMatch(/Sort/);
    expect(text).toMatch(/Index (Only )?Scan( Backward)? using lots_on_sale_/);
  });
});
