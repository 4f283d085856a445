import type { Db, Queryable } from '../../db/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffConfig } from '../../config';
import { writeAudit } from '../../shared/staff/auditLog';
import { startStaffSession, type StaffUser } from '../../shared/staff/staffSession';
import { verifyPassword } from '../../shared/staff/passwords';
import { totpStep } from '../../shared/staff/totp';
import { checkSignInLimits, recordAttempt, type Attempt } from './signInLimits';
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
async function lockSignIn(tx: Queryable, email: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('staff-sign-in:' || $1))", [email]);
}

async function findActiveAccount(tx: Queryable, email: string): Promise<SignInAccount | undefined> {
  const { rows } = await tx.query<SignInAccount>(
    'select id, email, role, password_hash, totp_secret, totp_last_step from staff_accounts where email = $1 and active',
    [email],
  );
  return rows[0];
}

/** A code is good once: the step it was used at is remembered. */
async function useTotpStep(tx: Queryable, id: string, step: number): Promise<void> {
  await tx.query('update staff_accounts set totp_last_step = $2 where id = $1', [id, step]);
}

/**
 * Checks a sign-in under the address's lock: the limits (429), the password (argon2 time spent even for an unknown
 * address) and a code not used before; records the attempt either way. The account, or null for a failure.
 */
export async function verifySignIn(
  db: Db,
  attempt: Attempt,
  credentials: { password: string; code: string },
  limits: StaffConfig,
  now: Date,
): Promise<SignInAccount | null> {
  return db.transaction(async (tx) => {
    await lockSignIn(tx, attempt.email);
    await checkSignInLimits(tx, attempt, limits, now);
    const found = await findActiveAccount(tx, attempt.email);
    const passwordOk = await verifyPassword(found?.password_hash ?? null, credentials.password);
    const step = found && passwordOk ? totpStep(found.totp_secret, credentials.code.trim(), now) : null;
    const fresh = found && step !== null && (found.totp_last_step === null || step > Number(found.totp_last_step));
    await recordAttempt(tx, attempt, Boolean(fresh), now);
    if (!found || !fresh) return null;
    await useTotpStep(tx, found.id, step);
    return found;
  });
}

/** The new session and the sign-in's audit entry, in one transaction. */
export async function startSignedInSession(db: Db, request: FastifyRequest, reply: FastifyReply, user: Omit<StaffUser, 'session'>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await startStaffSession(tx, request, reply, user.id, now);
    await writeAudit(tx, request, { action: 'sign_in', resource: 'staff', recordId: user.id }, { ...user, session: '' });
  });
}
