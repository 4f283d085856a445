import fs from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

const parsers = {
  [types.NUMERIC]: (value: string) => Number(value),
  [types.INT8]: (value: string) => Number(value),
};

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

/** Embedded PostgreSQL (WASM) keeping its files in `dataDir` (or `memory://`); one process owns the directory. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { parsers });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    // One process, one connection: a notification arrives when the transaction raising it commits.
    async listen(channel, { onNotify, onListening }) {
      const unlisten = await pg.listen(channel, onNotify);
      onListening?.();
      return () => unlisten();
    },
    close: () => pg.close(),
  };
}
