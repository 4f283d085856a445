import path from 'node:path';
import fs from 'node:fs';
import type { Db } from './db';
import { openPgliteDb } from './pgliteDb';
import { openPostgresDb } from './postgresDb';
import { lockDataDir } from './dataDirLock';

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (locked to this process while open). */
export async function openDb(options: { databaseUrl: string | null; dataDir: string; onConnectionError?: (error: Error) => void }): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl, options.onConnectionError);
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const db = await openPgliteDb(options.dataDir);
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
