import type { Db } from './db';
import { migrations as allMigrations, type Migration } from './migrations';

/** Lock id shared by every instance so two servers starting together migrate one after the other. */
const MIGRATION_LOCK = 72_001;

/** Applies the migrations not yet recorded in `schema_migrations`; returns the versions it applied. */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  return db.transaction(async (tx) => {
    // an index on a large table may take longer than a request's statement may; so may waiting for another migrator
    await tx.exec('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ version: number }>('select version from schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
