// The back office's staff accounts of the e2e site, created the way an operator does: `npm run staff -w api -- add
// EMAIL ROLE` with the password in STAFF_PASSWORD, on the site's fresh database before the site starts (PGlite's
// files belong to one process). The printed otpauth:// URI gives each spec the TOTP secret.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, workDir } from './site';

/** The accounts the specs sign in with: a name and the role it has (the lawyer edits pages: an editor). */
const ACCOUNTS = { admin: 'admin', editor: 'editor', lawyer: 'editor', sales: 'sales' } as const;
export type StaffName = keyof typeof ACCOUNTS;

export interface StaffAccount {
  email: string;
  password: string;
  secret: string;
  /** what the command printed */
  output: string;
}

const accountsFile = path.join(workDir, 'staff.json');

export async function createStaffAccounts(dataDir: string): Promise<void> {
  const accounts: Partial<Record<StaffName, StaffAccount>> = {};
  for (const [name, role] of Object.entries(ACCOUNTS) as [StaffName, string][]) {
    const email = `${name}@e2e.example.ru`;
    const password = `e2e-${name}-пароль-надёжный`;
    const { stdout } = await promisify(execFile)('npm', ['run', 'staff', '-w', 'api', '--', 'add', email, role], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: password, LOG_LEVEL: 'silent' },
    });
    const uri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
    if (!uri) throw new Error(`npm run staff printed no otpauth:// URI:\n${stdout}`);
    accounts[name] = { email, password, secret: new URL(uri).searchParams.get('secret')!, output: stdout };
  }
  fs.writeFileSync(accountsFile, JSON.stringify(accounts, null, 2));
}

export function staffAccount(name: StaffName): StaffAccount {
  const accounts = JSON.parse(fs.readFileSync(accountsFile, 'utf8')) as Record<StaffName, StaffAccount>;
  return accounts[name];
}
