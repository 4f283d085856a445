import pg from 'pg';
import { createHash } from 'node:crypto';
import type { Db, Queryable, QueryOptions, QueryResult } from './db';
import { listenOnOwnConnection } from './postgresListener';
import { DatabaseUnavailableError, isConnectionFailure, unavailableOrSame } from './databaseUnavailable';

// Counts and sums come back as int8/numeric; the values we store fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface PostgresOptions {
  /** Connections open at most. */
  poolSize: number;
  /** `statement_timeout` of every statement; 0: none (the command-line tools' default). */
  statementTimeoutMs: number;
  /** How long a request waits for a connection (a new one, or a turn in a full pool) before it gets its 503. */
  connectTimeoutMs: number;
  /** The LISTEN connection's heartbeat (see postgresListener.ts). */
  listenHeartbeatMs: number;
  /** A connection was lost (once per connection); the pool replaces it on next use. */
  onConnectionError(error: Error): void;
}

export const POSTGRES_DEFAULTS: PostgresOptions = {
  poolSize: 10,
  statementTimeoutMs: 0,
  connectTimeoutMs: 5000,
  listenHeartbeatMs: 5000,
  onConnectionError: () => undefined,
};

/** Idle time before TCP keepalive probes a pooled connection. */
const KEEPALIVE_MS = 10_000;

/**
 * A statement that only reads: sent again on a fresh connection when its own dropped under it (a terminated backend,
 * a failover), since running it twice changes nothing. A write may have been committed before the connection went,
 * so it is never repeated: its request answers 503 and the client decides (leads and bookings carry their
 * Idempotency-Key for that).
 */
const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|nextval|setval|pg_notify|for\s+update)\b/i;
const mayRepeat = (sql: string) => READ_ONLY.test(sql) && !WRITES.test(sql);

/** A prepared statement's name: its text's, so one text is prepared once per connection. */
const statementName = (sql: string) => `s_${createHash('sha1').update(sql).digest('base64url')}`;

/** `target` is the pool (each statement on any connection) or one client (a transaction's, never repeated). */
function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, statementName(sql)).get(sql)!;
  const send = (sql: string, params?: readonly unknown[], options?: QueryOptions) =>
    options?.prepare ? target.query({ name: nameOf(sql), text: sql, values: params ? [...params] : [] }) : target.query(sql, params ? [...params] : undefined);
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
      try {
        const result = await send(sql, params, options).catch((error: unknown) => {
          if (target instanceof pg.Pool && isConnectionFailure(error) && mayRepeat(sql)) return send(sql, params, options);
          throw error;
        });
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

/** Whether `error` (or the failure it wraps) left the connection unusable. */
const brokeConnection = (error: unknown) => isConnectionFailure(error instanceof DatabaseUnavailableError ? error.cause : error);

/**
 * A pooled connection to a PostgreSQL server that outlives the server: a dropped connection (terminated backend,
 * restart, failover) is reported and replaced on next use, and requests meanwhile fail with DatabaseUnavailableError.
 *
 * node-postgres emits `'error'` on a client whose connection dies; with no listener that is an uncaught exception.
 * The pool listens only while a client is idle, and a new client is handed over before the code that asked for it
 * runs (a microtask later): a backend terminated just as its connection became ready would crash the process in
 * between. So every client gets a listener of its own the moment the pool creates it, for its whole life.
 */
export async function openPostgresDb(connectionString: string, options: Partial<PostgresOptions> = {}): Promise<Db> {
  const { poolSize, statementTimeoutMs, connectTimeoutMs, listenHeartbeatMs, onConnectionError } = { ...POSTGRES_DEFAULTS, ...options };
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_MS,
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
  });
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      onConnectionError(error);
    });
  });
  // The pool re-emits an idle client's error here; the client's own listener has reported it already.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
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
      /** Set when the connection cannot be trusted with another transaction: it is dropped, not pooled. */
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (brokeConnection(error)) broken = error as Error;
        else await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw unavailableOrSame(error);
      } finally {
        client.release(broken);
      }
    },
    listen: async (channel, handlers) =>
      listenOnOwnConnection(connectionString, channel, handlers, { heartbeatMs: listenHeartbeatMs, connectTimeoutMs }),
    refuseLateArrivals: () => undefined,
    poolStatus: () => ({ size: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, max: pool.options.max, waiting: pool.waitingCount }),
  };
}
