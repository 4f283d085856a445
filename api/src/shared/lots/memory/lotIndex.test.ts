import type { Queryable } from '../../../db/db';
import type { DataVersion } from '../../../db/dataVersion';
import { backends } from '../../../testing/testEnv';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { until } from '../../../testing/until';
import { lotIndex, type LotIndex } from './lotIndex';
import { LotSnapshot } from './lotSnapshot';

describe.each(backends())('the lots kept in memory (%s)', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test?.close());

  /**
   * Runs `check` with an index of the test app's lots over `dataVersion`, the spied `LotSnapshot.load`, and `loaded()`
   * (the index's first load, once it has begun); closes the index and restores the spy after.
   */
  async function withIndex(
    check: (
      index: LotIndex,
      load: jest.SpiedFunction<typeof LotSnapshot.load>,
      loaded: () => Promise<LotSnapshot>,
    ) => Promise<void>,
    dataVersion: DataVersion = test.ctx.dataVersion,
  ): Promise<void> {
    const load = jest.spyOn(LotSnapshot, 'load');
    const index = lotIndex(test.db, dataVersion, [['flat']]);
    const loaded = async () => {
      await until(() => load.mock.calls.length > 0);
      return load.mock.results[0]!.value as Promise<LotSnapshot>;
    };
    try {
      await check(index, load, loaded);
    } finally {
      index.close();
      load.mockRestore();
    }
  }

  it('are loaded when the index is made and follow each catalogue change, before any request asks for them', () =>
    withIndex(async (index, _load, loaded) => {
      const snapshot = await loaded();
      expect(snapshot.ordered('price', undefined, ['flat']).length).toBeGreaterThan(0);

      const apply = jest.spyOn(snapshot, 'apply');
      const [lot] = (
        await test.db.query<{ id: number; price: number }>(
          "select id, price from lots where kind = 'flat' order by id limit 1",
        )
      ).rows;
      await test.ctx.dataVersion.change(
        'catalogue',
        (tx) => tx.query('update lots set price = price + 1000 where id = $1', [lot!.id]),
        'lots',
      );
      await until(() => apply.mock.calls.length > 0);
      await apply.mock.results[0]!.value;

      const current = await index.current();
      expect(current).toBe(snapshot);
      expect(current!.version).toBe(test.ctx.dataVersion.current('catalogue'));
      expect(current!.ordered('price', undefined, ['flat']).find((kept) => kept.id === lot!.id)?.price).toBe(
        lot!.price + 1000,
      );
      expect(apply).toHaveBeenCalledTimes(1);
    }));

  it('wait for the versions to be current, then load without a request', async () => {
    let live = false;
    let becomeLive!: () => void;
    const becameLive = new Promise<void>((resolve) => (becomeLive = resolve));
    await withIndex(
      async (_index, load, loaded) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(load).not.toHaveBeenCalled();
        live = true;
        becomeLive();
        await loaded();
      },
      { ...test.ctx.dataVersion, live: () => live, whenLive: () => becameLive },
    );
  });

  it('stop following when closed', () =>
    withIndex(async (index, _load, loaded) => {
      const snapshot = await loaded();
      index.close();
      const apply = jest.spyOn(snapshot, 'apply');
      await test.ctx.dataVersion.change(
        'catalogue',
        (tx) => tx.query('update lots set price = price + 1 where id = (select min(id) from lots)'),
        'lots',
      );
      expect(apply).not.toHaveBeenCalled();
    }));

  it('are read in pages, every lot once', async () => {
    const { rows } = await test.db.query<{ id: number }>('select id from lots order by id');
    // its own statements only (the app's index reads through test.db as well)
    const db: Queryable = { query: test.db.query.bind(test.db), exec: test.db.exec.bind(test.db) };
    const statements = jest.spyOn(db, 'query');
    const snapshot = await LotSnapshot.load(db, test.ctx.dataVersion.current('catalogue'), { page: 1000 });
    const kinds = ['flat', 'apartment', 'commercial', 'parking', 'storage'] as const;
    expect(
      snapshot
        .ordered('price', undefined, kinds)
        .map((lot) => lot.id)
        .sort((a, b) => a - b),
    ).toEqual(rows.map((row) => row.id));
    expect(statements.mock.calls.filter(([sql]) => sql.includes('from lots where id >'))).toHaveLength(
      Math.floor(rows.length / 1000) + 1,
    );
  });
});
