import crypto from 'node:crypto';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/db';
import { validationError } from '../../http/errors';
import { networkPrefix } from '../../domain/networkPrefix';
import { enforceCodeLimits } from './otpLimits';
import { otpMessages } from './otpMessages';

/** Who asks for a code: the client address, the session (its token's hash) and its visitor row, if any. */
export interface CodeRequester {
  ip: string;
  session: string;
  visitorId: number | null;
}

function hashCode(phone: string, code: string, salt: string): string {
  return `${salt}:${crypto.createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex')}`;
}

function matches(stored: string, phone: string, code: string): boolean {
  const [salt] = stored.split(':');
  const expected = Buffer.from(hashCode(phone, code, salt ?? ''));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/**
 * Generates a code bound to the session that asked, stores its hash with expiry, and sends it, if the resend
 * interval and the hourly limits allow (`enforceCodeLimits`, in the same transaction); else a 429 (CodeRefused).
 */
export async function createCode(ctx: AppContext, phone: string, requester: CodeRequester): Promise<{ expiresIn: number; resendIn: number }> {
  const { ip, session, visitorId } = requester;
  const { otp } = ctx.config;
  const now = ctx.now();
  const code = String(crypto.randomInt(0, 10 ** otp.codeLength)).padStart(otp.codeLength, '0');
  const network = networkPrefix(ip);
  await ctx.db.transaction(async (tx) => {
    const owner = visitorId !== null && (await tx.query('select 1 from verified_phones where visitor_id = $1 and phone = $2', [visitorId, phone])).rows.length > 0;
    await enforceCodeLimits(tx, { phone, ip, network, session, owner }, { limits: otp.limits, resendSeconds: otp.resendCooldownSeconds, now });
    const salt = crypto.randomBytes(8).toString('hex');
    await tx.query(
      `insert into otp_codes (phone, code_hash, visitor_id, ip, network, owner, session_hash, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [phone, hashCode(phone, code, salt), visitorId, ip, network, owner, session, now, new Date(now.getTime() + otp.ttlSeconds * 1000)],
    );
  });
  await ctx.sms.send(phone, `Код подтверждения: ${code}. Никому не сообщайте его.`);
  return { expiresIn: otp.ttlSeconds, resendIn: otp.resendCooldownSeconds };
}

/** Remembers that the visitor proved `phone` by code: its later requests for a code use the owner's budget. */
export async function rememberVerifiedPhone(db: Queryable, visitorId: number, phone: string, at: Date): Promise<void> {
  await db.query(
    'insert into verified_phones (visitor_id, phone, verified_at) values ($1, $2, $3) on conflict (visitor_id, phone) do update set verified_at = excluded.verified_at',
    [visitorId, phone, at],
  );
}

/**
 * Checks `code` against the latest code this session asked for this phone: missing, expired, out of attempts or
 * wrong each gets its own 400. A wrong try uses up an attempt of that code only, so guesses from another session
 * never lock the owner out; `consume` marks a right code used (login).
 */
export async function verifyCode(ctx: AppContext, phone: string, session: string, code: string, consume: boolean): Promise<{ attemptsLeft: number }> {
  if (!new RegExp(`^\\d{${ctx.config.otp.codeLength}}$`).test(code)) throw validationError({ code: [otpMessages.codeFormat] });
  const { maxAttempts } = ctx.config.otp;
  // A wrong try must count even though the request fails, so the transaction commits and the error is thrown after.
  const outcome = await ctx.db.transaction(async (tx): Promise<{ ok: boolean; attemptsLeft: number }> => {
    const { rows } = await tx.query<{ id: number; code_hash: string; attempts: number; expires_at: Date; consumed_at: Date | null }>(
      'select id, code_hash, attempts, expires_at, consumed_at from otp_codes where phone = $1 and session_hash = $2 order by created_at desc, id desc limit 1 for update',
      [phone, session],
    );
    const row = rows[0];
    if (!row || row.consumed_at) throw validationError({ code: [otpMessages.noCode] });
    if (new Date(row.expires_at).getTime() <= ctx.now().getTime()) throw validationError({ code: [otpMessages.expired] });
    if (row.attempts >= maxAttempts) throw validationError({ code: [otpMessages.attempts] });
    if (!matches(row.code_hash, phone, code)) {
      await tx.query('update otp_codes set attempts = attempts + 1 where id = $1', [row.id]);
      return { ok: false, attemptsLeft: maxAttempts - row.attempts - 1 };
    }
    if (consume) await tx.query('update otp_codes set consumed_at = $2 where id = $1', [row.id, ctx.now()]);
    return { ok: true, attemptsLeft: maxAttempts - row.attempts };
  });
  if (!outcome.ok) throw validationError({ code: [outcome.attemptsLeft > 0 ? otpMessages.wrong(outcome.attemptsLeft) : otpMessages.attempts] });
  return { attemptsLeft: outcome.attemptsLeft };
}
