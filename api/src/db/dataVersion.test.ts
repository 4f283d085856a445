import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { until } from '../testing/until';
import type { Db } from './db';
import { startDataVersion, type DataScope, type DataVersion } from './dataVersion';

const quiet = { info: () => undefined, warn: () => undefined };

/** The next version `scope` reports, or a rejection after `withinMs`. */
function nextChange(versions: DataVersion, scope: DataScope, withinMs = 2000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no ${scope} change within ${withinMs} ms`));
    }, withinMs);
    const stop = versions.onChange(scope, (version) => {
      clearTimeout(timer);
      stop();
      resolve(version);
    });
  });
}

describe.each(backends())('data versions on %s', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let versions: DataVersion;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = await database.open();
    versions = await startDataVersion(db, { pollMs: 0, log: quiet });
  });
  afterAll(async () => {
    await versions?.close();
    await db?.close();
    await database?.drop();
  });

  it('start from the stored versions', async () => {
    const { rows } = await db.query<{ scope: DataScope; version: number }>(
      'select scope, version from data_versions order by scope',
    );
    expect(rows.map((row) => row.scope)).toEqual(['catalogue', 'content']);
    for (const row of rows) expect(versions.current(row.scope)).toBe(row.version);
    // the seed bumped both scopes in its own transaction
    expect(versions.current('catalogue')).toBeGreaterThan(1);
  });

  it('tell listeners of a committed bump, and of nothing a rollback undid', async () => {
    const catalogue = versions.current('catalogue');
    const content = versions.current('content');
    const changed = nextChange(versions, 'catalogue');
    await expect(
      db.transaction(async (tx) => {
        await versions.bump(tx, 'catalogue');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const committed = await db.transaction((tx) => versions.bump(tx, 'catalogue'));
    expect(committed).toBe(catalogue + 1);
    expect(await changed).toBe(committed);
    expect(versions.current('catalogue')).toBe(committed);
    expect(versions.current('content')).toBe(content);
  });

  it('catch up on a change whose notification never came when the table is read again', async () => {
    const content = versions.current('content');
    await db.query("update data_versions set version = version + 1 where scope = 'content'");
    await versions.refresh();
    expect(versions.current('content')).toBe(content + 1);
  });

  it('know what each catalogue version changed: the lots a transaction changed, or anything', async () => {
    const from = versions.current('catalogue');
    const { rows } = await db.query<{ id: number; status: string }>("select id, status from lots where status = 'free' order by id limit 2");
    await versions.change('catalogue', (tx) => tx.query("update lots set status = 'booked' where id = $1", [rows[0]!.id]), 'lots');
    await versions.change('catalogue', (tx) => tx.query("update lots set price = price + 1 where id = $1", [rows[1]!.id]));
    const changes = versions.changesSince('catalogue', from);
    expect(changes).toHaveLength(2);
    expect(changes?.[0]?.lots).toEqual([{ ids: [rows[0]!.id], before: expect.objectContaining({ status: 'free' }), after: expect.objectContaining({ status: 'booked' }) }]);
    expect(changes?.[1]?.lots).toBeNull(); // not said to be lots only: anything may have changed
    expect(versions.changesSince('catalogue', from + 1)).toHaveLength(1);
    expect(versions.changesSince('catalogue', versions.current('catalogue'))).toEqual([]);
    expect(versions.changesSince('catalogue', 0)).toBeNull(); // older than what this process knows
  });

  it('refuse a scope that does not exist', async () => {
    await expect(db.transaction((tx) => versions.bump(tx, 'prices' as DataScope))).rejects.toThrow(
      'unknown data scope prices',
    );
  });
});

const postgres = backends().includes('postgres') ? describe : describe.skip;

postgres('data versions on PostgreSQL, when notifications are lost', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('the periodic read bounds how late a process learns of a change', async () => {
    const versions = await startDataVersion(db, { pollMs: 200, log: quiet });
    try {
      const changed = nextChange(versions, 'catalogue', 1000);
      await db.query("update data_versions set version = version + 1 where scope = 'catalogue'"); // no NOTIFY
      expect(await changed).toBe(
        (await db.query<{ version: number }>("select version from data_versions where scope = 'catalogue'"))
          .rows[0]?.version,
      );
    } finally {
      await versions.close();
    }
  });

  it('say when they are live again', async () => {
    const versions = await startDataVersion(db, { pollMs: 0, log: quiet });
    try {
      await expect(versions.whenLive()).resolves.toBeUndefined();
      await db.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen:data_versions'",
      );
      await until(() => !versions.live());
      const back = versions.whenLive();
      expect(versions.live()).toBe(false);
      await back;
      expect(versions.live()).toBe(true);
    } finally {
      await versions.close();
    }
  });

  it('a terminated listening connection is re-established and what it missed is caught up', async () => {
    const logged: string[] = [];
    const log = { info: (_object: object, message: string) => logged.push(message), warn: (_object: object, message: string) => logged.push(message) };
    const versions = await startDataVersion(db, { pollMs: 0, log });
    try {
      expect(versions.status().mode).toBe('listening');
      const { rowCount } = await db.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen:data_versions'",
      );
      expect(rowCount).toBe(1);
      const before = versions.current('content');
      await db.transaction((tx) => versions.bump(tx, 'content')); // raised while nobody listens
      await expect(nextChange(versions, 'content', 5000)).resolves.toBe(before + 1);
      await until(() => versions.status().mode === 'listening', { everyMs: 50, timeoutMs: 5000 });
      expect(logged).toEqual(['data version notifications lost: polling the table until they are back', 'data version notifications are back']);
      const after = nextChange(versions, 'content');
      await db.transaction((tx) => versions.bump(tx, 'content'));
      await expect(after).resolves.toBe(before + 2);
    } finally {
      await versions.close();
    }
  });
});
