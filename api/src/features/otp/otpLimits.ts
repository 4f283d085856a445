import type { OtpLimits } from '../../config';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import { otpMessages } from './otpMessages';

/** Who asks for a code, as the limits count it. */
export interface CodeAsker {
  phone: string;
  ip: string;
  /** The client's /24 or /64. */
  network: string;
  /** The hash of the session's token. */
  session: string;
  /** The visitor proved this phone by code before: the owner's budget applies instead of the general one. */
  owner: boolean;
}

export type CodeLimit = keyof OtpLimits;

/** A refused code: 429 with the wait, and which limit refused it (the global budget raises an alert). */
export class CodeRefused extends ApiError {
  constructor(
    readonly limit: CodeLimit | 'resend',
    waitSeconds: number,
  ) {
    super(429, { detail: limit === 'resend' ? otpMessages.cooldown(waitSeconds) : otpMessages.tooMany, retry_after: waitSeconds });
  }
}

interface Counts {
  last: Date | null;
  perPhone: number;
  perPhoneNetwork: number;
  perSession: number;
  perIp: number;
  perNetwork: number;
  global: number;
  owner: number;
}

const HOUR_MS = 3600_000;

/** The last code to the phone, and the codes of the past hour each limit counts (one pass over at most the budget). */
async function countCodes(tx: Queryable, asker: CodeAsker, now: Date): Promise<Counts> {
  const { rows } = await tx.query<Counts>(
    `with recent as (
       select phone, network, session_hash, ip, owner from otp_codes where created_at > $5 and not owner
       union all
       select phone, network, session_hash, ip, owner from otp_codes where created_at > $5 and owner and phone = $1
     )
     select (select max(created_at) from otp_codes where phone = $1) as last,
            count(*) filter (where not owner and phone = $1)::int as "perPhone",
            count(*) filter (where not owner and phone = $1 and network = $4)::int as "perPhoneNetwork",
            count(*) filter (where not owner and session_hash = $2)::int as "perSession",
            count(*) filter (where not owner and ip = $3)::int as "perIp",
            count(*) filter (where not owner and network = $4)::int as "perNetwork",
            count(*) filter (where not owner)::int as global,
            count(*) filter (where owner)::int as owner
       from recent`,
    [asker.phone, asker.session, asker.ip, asker.network, new Date(now.getTime() - HOUR_MS)],
  );
  return rows[0]!;
}

const GENERAL: readonly CodeLimit[] = ['perPhone', 'perPhoneNetwork', 'perSession', 'perIp', 'perNetwork', 'global'];

function refusal(counts: Counts, asker: CodeAsker, limits: OtpLimits, resendSeconds: number, now: Date): CodeRefused | null {
  if (counts.last) {
    // a request that read the clock before the last code's did (it waited for the lock) waits the interval at most
    const wait = Math.min(Math.ceil((new Date(counts.last).getTime() + resendSeconds * 1000 - now.getTime()) / 1000), resendSeconds);
    if (wait > 0) return new CodeRefused('resend', wait);
  }
  const exceeded = (asker.owner ? (['owner'] as const) : GENERAL).find((limit) => counts[limit] >= limits[limit]);
  return exceeded ? new CodeRefused(exceeded, HOUR_MS / 1000) : null;
}

/**
 * Refuses (throws CodeRefused) a code the resend interval or the hourly limits do not allow, inside the transaction
 * that will store it. Counted under advisory locks held to the commit — every code of the general budget takes one
 * site-wide lock, the owner's the phone's — so parallel requests, in any number of processes, never pass a limit.
 * A request already over a limit is refused before it waits for a lock (counts only grow within the hour).
 */
export async function enforceCodeLimits(tx: Queryable, asker: CodeAsker, options: { limits: OtpLimits; resendSeconds: number; now: Date }): Promise<void> {
  const check = async () => {
    const refused = refusal(await countCodes(tx, asker, options.now), asker, options.limits, options.resendSeconds, options.now);
    if (refused) throw refused;
  };
  await check();
  if (!asker.owner) await tx.query("select pg_advisory_xact_lock(hashtext('otp-issue'))");
  await tx.query("select pg_advisory_xact_lock(hashtext('otp-phone:' || $1))", [asker.phone]);
  await check();
}
