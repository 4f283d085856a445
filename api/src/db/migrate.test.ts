import { openPgliteDb } from './pgliteDb';
import { migrate } from './migrate';
import { migrations } from './migrations';

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const db = await openPgliteDb('memory://');
    try {
      expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version');
      expect(rows).toEqual(migrations.map(({ version, name }) => ({ version, name })));
      const extra = [...migrations, { version: 99, name: 'extra', sql: 'create table extra_probe (id int)' }];
      expect(await migrate(db, extra)).toEqual([99]);
      const failing = [...extra, { version: 100, name: 'broken', sql: 'create table broken_probe (id int); select * from nowhere' }];
      await expect(migrate(db, failing)).rejects.toThrow();
      const after = await db.query<{ exists: boolean }>("select to_regclass('broken_probe') is not null as exists");
      expect(after.rows[0]?.exists).toBe(false);
    } finally {
      await db.close();
    }
  });
});
