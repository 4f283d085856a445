import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from '../config';
import { openDb } from '../db/openDb';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seedDatabase';

// `npm run seed -w api`: replaces all content with the deterministic seed (leads, visitors and codes are kept).
const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));

try {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    const report = await seedDatabase(db);
    console.info(JSON.stringify({ level: 30, msg: 'database re-seeded', database: db.kind, migrations: applied, ...report }));
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(JSON.stringify({ level: 50, msg: 'seeding failed', err: error instanceof Error ? error.message : String(error) }));
  process.exitCode = 1;
}
