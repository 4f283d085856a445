import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyRequest } from 'fastify';
import { checkPhone } from '../../domain/fieldRules';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { described, errorResponses, NoContent } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { ensureVisitorId, findVisitorId, hashToken } from '../../shared/session/visitor';
import { CodeRefused } from './otpLimits';
import { loggedInPhone, logIn, logOut } from './otpRepository';
import { createCode, rememberVerifiedPhone, verifyCode } from './otpService';
import { CodeBody, OtpCreated, OtpSpecs, OtpValidated, PersonalAccount, PhoneBody } from './otpSchemas';

/** The alert for a spent SMS budget is logged at most this often per process (the refusals go on meanwhile). */
const BUDGET_ALERT_EVERY_MS = 5 * 60_000;

/** The phone (and code) of a form, by the rules of the browser's forms and the schema. */
function phoneAndCode(request: FastifyRequest, withCode: boolean): { phone: string; code: string } {
  const body = (request.body ?? {}) as { phone?: unknown; code?: unknown };
  const phone = checkPhone(text(body.phone));
  const code = text(body.code).trim();
  checkForm(request, { ...(!phone.ok && { phone: [phone.message] }), ...(withCode && code === '' && { code: [MESSAGES.required] }) });
  return { phone: phone.ok ? phone.value : '', code };
}

/** One-time codes by SMS and the phone login built on them; login and logout give the visitor a new session id. */
export const otpRoutes = feature({ tag: 'Login', session: true }, async (app, { ctx }) => {
  app.get('/api/otp/specs/', { schema: { summary: 'The rules of the one-time codes', response: { 200: described('Length, lifetime, resend interval, tries.', ref(OtpSpecs)) } } }, async () => ({
    code_length: ctx.config.otp.codeLength,
    ttl_seconds: ctx.config.otp.ttlSeconds,
    resend_cooldown_seconds: ctx.config.otp.resendCooldownSeconds,
    max_attempts: ctx.config.otp.maxAttempts,
  }));

  let budgetAlertAt = -Infinity;
  app.post(
    '/api/otp/create/phone/',
    {
      attachValidation: true,
      schema: {
        summary: 'Send a one-time code by SMS',
        description: '429 inside the resend interval or past an hourly limit (per phone, session, address, network, site).',
        body: PhoneBody,
        response: { 201: described('A code is on its way.', ref(OtpCreated)), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { phone } = phoneAndCode(request, false);
      const requester = { ip: request.ip, session: hashToken(request.sessionToken), visitorId: await findVisitorId(ctx.db, request) };
      const { expiresIn, resendIn } = await createCode(ctx, phone, requester).catch((error: unknown) => {
        if (error instanceof CodeRefused && error.limit === 'global' && Date.now() - budgetAlertAt >= BUDGET_ALERT_EVERY_MS) {
          budgetAlertAt = Date.now();
          request.log.error({ alert: 'sms_budget', budget_per_hour: ctx.config.otp.limits.global }, 'SMS budget for the hour is spent: login codes are refused (SMS pumping?)');
        }
        throw error;
      });
      return reply.status(201).send({ phone, code_length: ctx.config.otp.codeLength, expires_in: expiresIn, resend_in: resendIn });
    },
  );

  app.post(
    '/api/otp/validate/phone/',
    { attachValidation: true, schema: { summary: 'Check a one-time code (without logging in)', body: CodeBody, response: { 200: described('The code is right.', ref(OtpValidated)) } } },
    async (request) => {
      const { phone, code } = phoneAndCode(request, true);
      const { attemptsLeft } = await verifyCode(ctx, phone, hashToken(request.sessionToken), code, false);
      return { phone, valid: true as const, attempts_left: attemptsLeft };
    },
  );

  app.post(
    '/api/personal_account/login_by_phone/',
    {
      attachValidation: true,
      schema: { summary: 'Log in with a one-time code', description: 'The visitor gets a new session id.', body: CodeBody, response: { 200: described('Logged in.', ref(PersonalAccount)) } },
    },
    async (request, reply) => {
      const { phone, code } = phoneAndCode(request, true);
      await verifyCode(ctx, phone, hashToken(request.sessionToken), code, true);
      const visitorId = await ensureVisitorId(ctx.db, request);
      await request.rotateSession(reply);
      await logIn(ctx.db, visitorId, phone, ctx.now());
      await rememberVerifiedPhone(ctx.db, visitorId, phone, ctx.now());
      request.log.info({ visitor: visitorId }, 'visitor logged in by phone');
      return { phone, logged_in: true };
    },
  );

  app.get('/api/personal_account/', { schema: { summary: 'Who is logged in', response: { 200: described('The phone of the session, or none.', ref(PersonalAccount)) } } }, async (request) => {
    const visitorId = await findVisitorId(ctx.db, request);
    const phone = visitorId === null ? null : await loggedInPhone(ctx.db, visitorId);
    return { phone, logged_in: phone !== null };
  });

  app.post(
    '/api/personal_account/logout/',
    { schema: { summary: 'Log out', description: 'The visitor gets a new session id (keeping favourites and comparisons).', response: { 204: NoContent } } },
    async (request, reply) => {
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId !== null) await logOut(ctx.db, visitorId);
      await request.rotateSession(reply);
      return reply.status(204).send();
    },
  );
});
