import crypto from 'node:crypto';
import type { AppContext } from '../../appContext';
import { tooManyRequests, validationError } from '../../http/errors';

export const otpMessages = {
  noCode: 'Запросите код подтверждения',
  wrong: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  expired: 'Срок действия кода истёк. Запросите новый код',
  attempts: 'Превышено количество попыток. Запросите новый код',
  cooldown: (seconds: number) => `Повторно запросить код можно через ${seconds} с`,
  tooMany: 'Слишком много запросов кода. Попробуйте позже',
  codeFormat: 'Код состоит из 4 цифр',
};

/** Codes per phone, per session and per client address in an hour, besides the resend cool-down. */
const HOURLY_PER_PHONE = 5;
const HOURLY_PER_SESSION = 5;
const HOURLY_PER_IP = 20;

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
 * Generates a code bound to the session that asked, stores its hash with expiry, and sends it; refuses a resend to
 * the same phone from the same session inside the cool-down, and more codes than the hourly limits allow.
 */
export async function createCode(ctx: AppContext, phone: string, requester: CodeRequester): Promise<{ expiresIn: number; resendIn: number }> {
  const { ip, session, visitorId } = requester;
  const { otp } = ctx.config;
  const now = ctx.now();
  const code = String(crypto.randomInt(0, 10 ** otp.codeLength)).padStart(otp.codeLength, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('otp:' || $1))", [phone]);
    const hourAgo = new Date(now.getTime() - 3600_000);
    const { rows } = await tx.query<{ last: Date | null; phone_count: number; session_count: number; ip_count: number }>(
      `select (select max(created_at) from otp_codes where phone = $1 and session_hash = $4) as last,
              (select count(*) from otp_codes where phone = $1 and created_at > $3)::int as phone_count,
              (select count(*) from otp_codes where session_hash = $4 and created_at > $3)::int as session_count,
              (select count(*) from otp_codes where ip = $2 and created_at > $3)::int as ip_count`,
      [phone, ip, hourAgo, session],
    );
    const state = rows[0];
    if (state?.last) {
      const wait = Math.ceil((new Date(state.last).getTime() + otp.resendCooldownSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooManyRequests(otpMessages.cooldown(wait), wait);
    }
    if ((state?.phone_count ?? 0) >= HOURLY_PER_PHONE || (state?.session_count ?? 0) >= HOURLY_PER_SESSION || (state?.ip_count ?? 0) >= HOURLY_PER_IP) {
      throw tooManyRequests(otpMessages.tooMany, 3600);
    }
    const salt = crypto.randomBytes(8).toString('hex');
    await tx.query(
      'insert into otp_codes (phone, code_hash, visitor_id, ip, session_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
      [phone, hashCode(phone, code, salt), visitorId, ip, session, now, new Date(now.getTime() + otp.ttlSeconds * 1000)],
    );
  });
  await ctx.sms.send(phone, `Код подтверждения: ${code}. Никому не сообщайте его.`);
  return { expiresIn: otp.ttlSeconds, resendIn: otp.resendCooldownSeconds };
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
