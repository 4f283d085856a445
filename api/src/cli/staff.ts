import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from '../config';
import { openDb } from '../db/openDb';
import { migrate } from '../db/migrate';
import { runCli } from './runCli';
import { ApiError } from '../http/errors';
import { createAccount } from '../features/staffAccounts/staffAccountRepository';

const USAGE = 'usage: STAFF_PASSWORD=… npm run staff -w api -- add EMAIL ROLE   (ROLE: admin, editor, marketing, projects, sales)';

// `npm run staff -w api -- add EMAIL ROLE`: creates a staff account in the database of DATABASE_URL (or PGlite in
// DATA_DIR) with the password from STAFF_PASSWORD (never an argument: it would stay in the shell's history and the
// process list), and prints the TOTP secret as an otpauth:// URI for the authenticator app. There is no default account.
async function main(args: string[]): Promise<number> {
  const [command, email, role] = args;
  if (command !== 'add' || !email || !role || args.length !== 3) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.STAFF_PASSWORD;
  if (!password) {
    console.error(`STAFF_PASSWORD is not set.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const account = await createAccount(db, { email, role, password });
    console.info(`Staff account ${account.email} (${account.role}) created.`);
    console.info('Add it to an authenticator app (the second factor of every sign-in):');
    console.info(account.totp_uri);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(Object.values(error.body).flat().join('\n'));
    return 1;
  } finally {
    await db.close();
  }
}

await runCli(main);
