import { createTestDatabase } from '../testing/testDatabase';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and answers the next query on a fresh one', async () => {
    const database = await createTestDatabase('postgres');
    const db = await database.open();
    const admin = await database.open();
    try {
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.close();
      await db.close();
      await database.drop();
    }
  });
});
