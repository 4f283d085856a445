import type { Queryable } from '../../db/db';
import type { StaffRole } from '../../shared/staff/roles';

export interface SignInAccount {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  totp_last_step: string | null;
}

/** One sign-in of an address at a time (any process): its limits and its code's step are read and written in turn. */
export async function lockSignIn(tx: Queryable, email: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('staff-sign-in:' || $1))", [email]);
}

export async function findActiveAccount(tx: Queryable, email: string): Promise<SignInAccount | undefined> {
  const { rows } = await tx.query<SignInAccount>(
    'select id, email, role, password_hash, totp_secret, totp_last_step from staff_accounts where email = $1 and active',
    [email],
  );
  return rows[0];
}

/** A code is good once: the step it was used at is remembered. */
export async function useTotpStep(tx: Queryable, id: string, step: number): Promise<void> {
  await tx.query('update staff_accounts set totp_last_step = $2 where id = $1', [id, step]);
}
