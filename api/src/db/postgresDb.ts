import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';
import { listenOnOwnConnection } from './postgresListener';
import { DatabaseUnavailableError, isConnectionFailure } from './databaseUnavailable';

// Counts and sums come back as int8/numeric; the values we store fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** How long a request waits for a connection when the server is unreachable before it gets its 503. */
const CONNECT_TIMEOUT_MS = 5000;

function unavailableOrSame(error: unknown): unknown {
  return isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      try {
        const result = await target.query(sql, params ? [...params] : undefined);
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw unavailableOrSame(error);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await target.query(sql);
      } catch (error) {
        throw unavailableOrSame(error);
      }
    },
  };
}

/**
 * A pooled connection to a PostgreSQL server that outlives the server: a dropped connection (terminated backend,
 * restart, failover) is logged and replaced on next use, and requests meanwhile fail with DatabaseUnavailableError.
 */
export async function openPostgresDb(connectionString: string, onConnectionError: (error: Error) => void = () => undefined, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // an idle client whose connection dies emits here; without a listener the process would exit
  pool.on('error', onConnectionError);
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw unavailableOrSame(error);
      }
      // a checked-out client's connection may die too, outside any query of ours
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        onConnectionError(error);
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailableError || isConnectionFailure(error) || broken) broken ??= error as Error;
        else await client.query('rollback').catch(() => undefined);
        throw unavailableOrSame(error);
      } finally {
        client.off('error', onError);
        // a broken connection is dropped instead of going back to the pool
        client.release(broken);
      }
    },
    listen: async (channel, handlers) => listenOnOwnConnection(connectionString, channel, handlers),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, max: pool.options.max, waiting: pool.waitingCount }),
  };
}
