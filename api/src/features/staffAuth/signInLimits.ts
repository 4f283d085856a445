import type { Queryable } from '../../db/db';
import type { StaffConfig } from '../../config';
import { tooManyRequests } from '../../http/errors';

export const signInMessages = {
  failed: 'Неверный адрес, пароль или код подтверждения.',
  tooMany: 'Слишком много неудачных попыток входа. Попробуйте позже.',
};

export interface Attempt {
  email: string;
  ip: string;
  network: string;
  knownDevice: boolean;
}

/**
 * Refuses a sign-in (429) past a limit of failed attempts in the window: from the client's address, from its network,
 * and at the account from devices of the same kind (strangers' devices, or devices that signed in to it before).
 * Checked before the password is, so a blocked guesser learns nothing and costs no argon2 time.
 */
export async function checkSignInLimits(tx: Queryable, attempt: Attempt, limits: StaffConfig, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const { rows } = await tx.query<{ by_ip: number; by_network: number; by_account: number }>(
    `select count(*) filter (where ip = $1)::int as by_ip,
            count(*) filter (where network = $2)::int as by_network,
            count(*) filter (where email = $3 and known_device = $4)::int as by_account
       from staff_sign_in_attempts
      where not succeeded and at > $5 and (ip = $1 or network = $2 or email = $3)`,
    [attempt.ip, attempt.network, attempt.email, attempt.knownDevice, since],
  );
  const counts = rows[0] ?? { by_ip: 0, by_network: 0, by_account: 0 };
  const accountLimit = attempt.knownDevice ? limits.failuresPerAccountKnownDevice : limits.failuresPerAccount;
  if (counts.by_ip >= limits.failuresPerIp || counts.by_network >= limits.failuresPerNetwork || counts.by_account >= accountLimit) {
    throw tooManyRequests(signInMessages.tooMany, limits.windowMinutes * 60);
  }
}

export async function recordAttempt(db: Queryable, attempt: Attempt, succeeded: boolean, now: Date): Promise<void> {
  await db.query(
    'insert into staff_sign_in_attempts (email, ip, network, known_device, succeeded, at) values ($1, $2, $3, $4, $5, $6)',
    [attempt.email, attempt.ip, attempt.network, attempt.knownDevice, succeeded, now],
  );
}
