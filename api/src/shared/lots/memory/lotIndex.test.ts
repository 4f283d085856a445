import type { Queryable } from '../../../db/db';
import { backends } from '../../../testing/testEnv';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { lotIndex } from './lotIndex';
import { LotSnapshot } from './lotSnapshot';

/** Resolves once `holds()` (asked every 10 ms; a test's timeout ends the wait). */
async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(backends())('the lots kept in memory (%s)', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  it('are loaded when the index is made and follow each catalogue change, before any request asks for them', async () => {
    const load = jest.spyOn(LotSnapshot, 'load');
    const index = lotIndex(test.db, test.ctx.dataVersion);
    try {
      await until(() => load.mock.calls.length > 0);
      const snapshot = (await load.mock.results[0]!.value) as LotSnapshot;
      expect(snapshot.ordered('price', undefined, ['flat']).length).toBeGreaterThan(0);

      const apply = jest.spyOn(snapshot, 'apply');
      const [lot] = (await test.db.query<{ id: number; price: number }>("select id, price from lots where kind = 'flat' order by id limit 1")).rows;
      await test.ctx.dataVersion.change('catalogue', (tx) => tx.query('update lots set price = price + 1000 where id = $1', [lot!.id]), 'lots');
      await until(() => apply.mock.calls.length > 0);
      await apply.mock.results[0]!.value;

      const current = await index.current();
      expect(current).toBe(snapshot);
      expect(current!.version).toBe(test.ctx.dataVersion.current('catalogue'));
      expect(current!.ordered('price', undefined, ['flat']).find((kept) => kept.id === lot!.id)?.price).toBe(lot!.price + 1000);
      expect(apply).toHaveBeenCalledTimes(1);
    } finally {
      index.close();
      load.mockRestore();
    }
  });

  it('wait for the versions to be current, then load without a request', async () => {
    let live = false;
    const load = jest.spyOn(LotSnapshot, 'load');
    const index = lotIndex(test.db, { ...test.ctx.dataVersion, live: () => live });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(load).not.toHaveBeenCalled();
      live = true;
      await until(() => load.mock.calls.length > 0);
      await load.mock.results[0]!.value;
    } finally {
      index.close();
      load.mockRestore();
    }
  });

  it('are read in pages, every lot once', async () => {
    const { rows } = await test.db.query<{ id: number }>('select id from lots order by id');
    // its own statements only (the app's index reads through test.db as well)
    const statements: string[] = [];
    const db: Queryable = {
      query: <Row>(sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        return test.db.query<Row>(sql, params);
      },
      exec: (sql) => test.db.exec(sql),
    };
    const snapshot = await LotSnapshot.load(db, test.ctx.dataVersion.current('catalogue'), 1000);
    const kinds = ['flat', 'apartment', 'commercial', 'parking', 'storage'] as const;
    expect(snapshot.ordered('price', undefined, kinds).map((lot) => lot.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    expect(statements.filter((sql) => sql.includes('from lots where id >'))).toHaveLength(Math.floor(rows.length / 1000) + 1);
  });

  it('stop following when closed', async () => {
    const load = jest.spyOn(LotSnapshot, 'load');
    const index = lotIndex(test.db, test.ctx.dataVersion);
    try {
      await until(() => load.mock.calls.length > 0);
      const snapshot = (await load.mock.results[0]!.value) as LotSnapshot;
      index.close();
      const apply = jest.spyOn(snapshot, 'apply');
      await test.ctx.dataVersion.change('catalogue', (tx) => tx.query("update lots set price = price + 1 where id = (select min(id) from lots)"), 'lots');
      expect(apply).not.toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });
});
