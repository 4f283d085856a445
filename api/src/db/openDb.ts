import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './db';
import type { FairTurnsOptions } from './fairTurns';
import { openPgliteDb } from './pgliteDb';
import { openPostgresDb, type PostgresOptions } from './postgresDb';
import { lockDataDir } from './dataDirLock';

export interface OpenDbOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** The pool's size and timeouts; the defaults suit a command-line tool (no statement timeout). */
  postgres?: Partial<PostgresOptions>;
  /** How long and how many requests may wait for PGlite's connection; by default without bound. */
  pglite?: FairTurnsOptions;
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (locked to this process while open). */
export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl, options.postgres);
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const db = await openPgliteDb(options.dataDir, options.pglite);
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
