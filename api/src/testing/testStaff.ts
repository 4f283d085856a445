import type { Queryable } from '../db/db';
import type { TestApp } from './testApp';
import { TestVisitor } from './testVisitor';
import { createAccount } from '../features/staffAccounts/staffAccountRepository';
import { totpCode } from '../shared/staff/totp';
import type { StaffRole } from '../shared/staff/roles';

export interface TestStaff {
  email: string;
  password: string;
  secret: string;
  role: StaffRole;
}

let sequence = 0;

/** A staff account of the role, as the CLI makes one; the TOTP secret is read back from its otpauth:// URI. */
export async function createStaff(db: Queryable, role: StaffRole, email = `${role}-${++sequence}@example.ru`): Promise<TestStaff> {
  const password = `пароль-${role}-${sequence}-длинный`;
  const account = await createAccount(db, { email, role, password });
  const secret = new URL(account.totp_uri).searchParams.get('secret')!;
  return { email: account.email, password, secret, role };
}

/**
 * A browser of the back office signed in as `staff`: the clock moves a TOTP step first, since a code is good once.
 * Resolves with the signed-in visitor and the sign-in's answer.
 */
export async function signIn(test: TestApp, staff: TestStaff, visitor?: TestVisitor, headers: Record<string, string> = {}) {
  const browser = visitor ?? (await new TestVisitor(test.app).start());
  test.advance(30_000);
  const response = await browser.post('/api/admin/session/', { email: staff.email, password: staff.password, code: totpCode(staff.secret, test.ctx.now()) }, { headers });
  return { browser, response };
}
