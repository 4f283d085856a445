import type { Db, Queryable } from './db';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

/** Lots a large update changes in one statement: joined in a nested loop, its old and new lots compare 4,000,000 pairs. */
const LOTS = 2000;

/**
 * The update triggers of `lots` (the summary's, the change capture's, the price history's) join the statement's old
 * and new lots. Planned once per session, for the first update's transition tables, a session whose first update
 * changed no lot (the hold release's round) joined every later batch of a price list in a nested loop, quadratic in
 * its lots, until an ANALYZE of the lots replanned it: each firing is planned for its own lots.
 */
describe.each(backends())('the lots’ update triggers (%s)', (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('join a large update’s lots as fast after the session’s first update changed none as after one that changed many', async () => {
    // one transaction: one session on PostgreSQL too
    await db.transaction(async (tx) => {
      const raise = async (tx: Queryable, by: number) => {
        const started = performance.now();
        const { rowCount } = await tx.query(`update lots set price = price + $1 where id in (select id from lots order by id limit ${LOTS})`, [by]);
        expect(rowCount).toBe(LOTS);
        return performance.now() - started;
      };
      // an ANALYZE of the lots is what made the session plan its triggers' statements anew (at their next firing)
      await tx.query('analyze lots');
      await raise(tx, 1); // the lots read once, so neither measure below reads them cold
      await tx.query('analyze lots');
      await tx.query('update lots set price = price where false');
      const afterNone = await raise(tx, 1);
      await tx.query('analyze lots');
      const afterMany = await raise(tx, -2);
      expect(afterNone).toBeLessThan(3 * afterMany + 250);
    });
  });
});
