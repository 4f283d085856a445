import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from '../config';
import { openDb } from '../db/openDb';
import { migrate } from '../db/migrate';
import { runCli } from './runCli';
import { importCatalogue } from '../features/catalogue/importCatalogue';
import { IMPORT_BODY_LIMIT, openCatalogueSource } from '../features/catalogue/catalogueSource';

// `npm run import -w api -- FILE|URL`: applies a catalogue feed (.json) or a price list (.csv) to the database of
// DATABASE_URL (or PGlite in DATA_DIR), as POST /api/admin/catalogue/import does (see api/README.md).
async function main(args: string[]): Promise<number> {
  const [source] = args;
  if (args.length !== 1 || !source) {
    console.error('usage: npm run import -w api -- FILE|URL   (a catalogue feed .json or a price list .csv)');
    return 2;
  }
  const file = await openCatalogueSource(source, IMPORT_BODY_LIMIT);
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const outcome = await importCatalogue(db, file, { origin: source });
    if ('problems' in outcome) {
      console.error(`Refused, nothing changed:\n${Object.entries(outcome.problems).map(([where, why]) => `  ${where}: ${why.join('; ')}`).join('\n')}`);
      return 1;
    }
    console.info(JSON.stringify(outcome.report, null, 2));
    return 0;
  } finally {
    await db.close();
    await file.dispose();
  }
}

await runCli(main);
