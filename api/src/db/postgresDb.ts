import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';
import { listenOnOwnConnection } from './postgresListener';

// Counts and sums come back as int8/numeric; the values we store fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/** A pooled connection to a PostgreSQL server. */
export async function openPostgresDb(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, handlers) => listenOnOwnConnection(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
