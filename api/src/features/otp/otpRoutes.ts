import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OtpCreated, OtpSpecs, OtpValidated, PersonalAccount } from '@estate/shared-api/dto/otp';
import type { AppContext } from '../../appContext';
import { readForm } from '../../http/form';
import { validationError } from '../../http/errors';
import { checkPhone } from '../../domain/fieldRules';
import { ensureVisitorId, findVisitorId, hashToken } from '../../shared/session/visitor';
import { createCode, rememberVerifiedPhone, verifyCode } from './otpService';
import { CodeRefused } from './otpLimits';

/** The alert for a spent SMS budget is logged at most this often per process (the refusals go on meanwhile). */
const BUDGET_ALERT_EVERY_MS = 5 * 60_000;

function readPhone(request: FastifyRequest): string {
  const result = checkPhone(readForm(request.body).phone ?? '');
  if (!result.ok) throw validationError({ phone: [result.message] });
  return result.value;
}

function readCode(request: FastifyRequest): string {
  const code = (readForm(request.body).code ?? '').trim();
  if (code === '') throw validationError({ code: [MESSAGES.required] });
  return code;
}

/** One-time codes by SMS and the phone login built on them; login and logout give the visitor a new session id. */
export function registerOtpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/otp/specs/', async (): Promise<OtpSpecs> => ({
    code_length: ctx.config.otp.codeLength,
    ttl_seconds: ctx.config.otp.ttlSeconds,
    resend_cooldown_seconds: ctx.config.otp.resendCooldownSeconds,
    max_attempts: ctx.config.otp.maxAttempts,
  }));

  let budgetAlertAt = -Infinity;
  app.post('/api/otp/create/phone/', async (request, reply): Promise<OtpCreated> => {
    const phone = readPhone(request);
    const requester = { ip: request.ip, session: hashToken(request.sessionToken), visitorId: await findVisitorId(ctx.db, request) };
    const { expiresIn, resendIn } = await createCode(ctx, phone, requester).catch((error: unknown) => {
      if (error instanceof CodeRefused && error.limit === 'global' && Date.now() - budgetAlertAt >= BUDGET_ALERT_EVERY_MS) {
        budgetAlertAt = Date.now();
        request.log.error({ alert: 'sms_budget', budget_per_hour: ctx.config.otp.limits.global }, 'SMS budget for the hour is spent: login codes are refused (SMS pumping?)');
      }
      throw error;
    });
    reply.status(201);
    return { phone, code_length: ctx.config.otp.codeLength, expires_in: expiresIn, resend_in: resendIn };
  });

  app.post('/api/otp/validate/phone/', async (request): Promise<OtpValidated> => {
    const phone = readPhone(request);
    const { attemptsLeft } = await verifyCode(ctx, phone, hashToken(request.sessionToken), readCode(request), false);
    return { phone, valid: true, attempts_left: attemptsLeft };
  });

  app.post('/api/personal_account/login_by_phone/', async (request, reply): Promise<PersonalAccount> => {
    const phone = readPhone(request);
    await verifyCode(ctx, phone, hashToken(request.sessionToken), readCode(request), true);
    const visitorId = await ensureVisitorId(ctx.db, request);
    await request.rotateSession(reply);
    await ctx.db.query('update visitors set phone = $2, logged_in_at = $3 where id = $1', [visitorId, phone, ctx.now()]);
    await rememberVerifiedPhone(ctx.db, visitorId, phone, ctx.now());
    request.log.info({ visitor: visitorId }, 'visitor logged in by phone');
    return { phone, logged_in: true };
  });

  app.get('/api/personal_account/', async (request): Promise<PersonalAccount> => {
    const visitorId = await findVisitorId(ctx.db, request);
    if (visitorId === null) return { phone: null, logged_in: false };
    const { rows } = await ctx.db.query<{ phone: string | null }>('select phone from visitors where id = $1', [visitorId]);
    const phone = rows[0]?.phone ?? null;
    return { phone, logged_in: phone !== null };
  });

  app.post('/api/personal_account/logout/', async (request, reply) => {
    const visitorId = await findVisitorId(ctx.db, request);
    if (visitorId !== null) await ctx.db.query('update visitors set phone = null, logged_in_at = null where id = $1', [visitorId]);
    await request.rotateSession(reply);
    return reply.status(204).send();
  });
}
