import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import type { Db } from './db';
import { DatabaseUnavailableError } from './databaseUnavailable';
import { openPostgresDb } from './postgresDb';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onPostgres('the PostgreSQL pool', () => {
  let database: TestDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    admin = new pg.Client({ connectionString: database.databaseUrl! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  const terminateOthers = () =>
    admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

  it('survives the server dropping an idle connection and answers the next query on a fresh one', async () => {
    const db = await openPostgresDb(database.databaseUrl!);
    try {
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await sleep(200);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('sends a read again on a fresh connection when its own drops under it; a write, or a transaction, answers 503', async () => {
    const db = await openPostgresDb(database.databaseUrl!, { poolSize: 2 });
    const terminateSoon = () => sleep(300).then(terminateOthers);
    try {
      await db.exec('create table if not exists dropped_writes (x int)');
      const [read] = await Promise.all([db.query<{ one: number }>('select 1 as one from pg_sleep(1)'), terminateSoon()]);
      expect(read.rows).toEqual([{ one: 1 }]);
      const write = db.query('insert into dropped_writes select 1 from pg_sleep(1)');
      await terminateSoon();
      await expect(write).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const inTransaction = db.transaction((tx) => tx.query('select 1 from pg_sleep(1)'));
      await terminateSoon();
      await expect(inTransaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect((await db.query<{ n: number }>('select count(*) as n from dropped_writes')).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });

  // A backend terminated just as its connection becomes ready used to reach the client in the same read as its
  // readiness, before the transaction had a listener on it: an uncaught 'error' event (57P01) took the process down.
  it('keeps every failure inside the request that met it while backends are terminated again and again', async () => {
    const lost: Error[] = [];
    const db: Db = await openPostgresDb(database.databaseUrl!, { onConnectionError: (error) => lost.push(error) });
    const outcomes: Record<string, number> = {};
    const until = Date.now() + 4000;
    const worker = async () => {
      while (Date.now() < until) {
        const outcome = await db
          .transaction(async (tx) => {
            await tx.query('select 1');
            await tx.query('select pg_sleep(0.005)');
          })
          .then(
            () => 'committed',
            (error: unknown) => (error instanceof DatabaseUnavailableError ? 'unavailable' : String(error)),
          );
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    };
    const terminator = async () => {
      let rounds = 0;
      while (Date.now() < until) {
        await terminateOthers();
        rounds += 1;
        await sleep(5 + (rounds % 7) * 4);
      }
      return rounds;
    };
    try {
      const [rounds] = await Promise.all([terminator(), ...Array.from({ length: 30 }, worker)]);
      console.info(`pool under terminations: ${rounds} rounds → ${JSON.stringify(outcomes)}; ${lost.length} lost connections reported`);
      expect(Object.keys(outcomes).sort()).toEqual(['committed', 'unavailable']);
      expect(lost.length).toBeGreaterThan(0);
      // and the pool serves again once the terminations stop
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('answers a statement past its timeout with DatabaseUnavailableError (a 503), and the connection serves on', async () => {
    const db = await openPostgresDb(database.databaseUrl!, { statementTimeoutMs: 200, poolSize: 1 });
    try {
      await expect(db.query('select pg_sleep(2)')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query('select pg_sleep(2)'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(db.poolStatus()).toEqual({ size: 1, total: 1, idle: 1, waiting: 0 });
    } finally {
      await db.close();
    }
  });

  it('tells how many connections are open, idle and waited for', async () => {
    const db = await openPostgresDb(database.databaseUrl!, { poolSize: 2 });
    try {
      const held = [db.transaction(() => sleep(300)), db.transaction(() => sleep(300))];
      const third = db.query('select 1');
      await sleep(100);
      expect(db.poolStatus()).toEqual({ size: 2, total: 2, idle: 0, waiting: 1 });
      await Promise.all([...held, third]);
      expect(db.poolStatus()).toEqual({ size: 2, total: 2, idle: 2, waiting: 0 });
    } finally {
      await db.close();
    }
  });
});
