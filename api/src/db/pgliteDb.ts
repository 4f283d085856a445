import fs from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';
import { createFairTurns, type FairTurnsOptions } from './fairTurns';

const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
};

/** The command-line tools' and tests' queue: nobody else waits for the connection, so nobody is refused. */
export const PGLITE_DEFAULTS: FairTurnsOptions = { maxWaiting: Number.MAX_SAFE_INTEGER, maxWaitMs: 2 ** 31 - 1 };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params ? [...params] : undefined);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM) keeping its files in `dataDir` (or `memory://`); one process owns the directory.
 * It runs one statement at a time on the process's own thread: every statement and transaction takes a turn in
 * request arrival order (fairTurns.ts).
 */
export async function openPgliteDb(dataDir: string, queue: FairTurnsOptions = PGLITE_DEFAULTS): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
  const direct = wrap(pg);
  const turns = createFairTurns(queue);
  return {
    kind: 'pglite',
    query: <Row>(sql: string, params?: readonly unknown[]) => turns.run(() => direct.query<Row>(sql, params)),
    exec: (sql) => turns.run(() => direct.exec(sql)),
    transaction: (work) => turns.run(() => pg.transaction((tx) => work(wrap(tx)))),
    // One process, one connection: a notification arrives when the transaction raising it commits.
    async listen(channel, { onNotify, onListening }) {
      const unlisten = await pg.listen(channel, onNotify);
      onListening?.();
      return () => unlisten();
    },
    refuseLateArrivals: () => turns.refuseLateArrivals(),
    poolStatus() {
      const { running, waiting } = turns.status();
      return { size: 1, total: 1, idle: 1 - running, waiting };
    },
    close: () => pg.close(),
  };
}
