import type { FastifyRequest } from 'fastify';
import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { CONSENT_VERSION } from '../../domain/consent';
import { moscowToday } from '../../domain/fieldRules';
import { validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { markReplayed, readSubmission, storedAnswer, type Submission } from '../../http/idempotency';
import { described, errorResponses, IdempotencyHeaders } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { listCities } from '../../shared/cities/cityParam';
import { leadTypeSpecs, validateLead, type ExcursionPlace, type LeadInput } from '../../shared/leads/leadRules';
import { viewingOffice } from '../../shared/leads/viewingOffice';
import { findVisitorId } from '../../shared/session/visitor';
import { consentVersion, findPlace, storeLead, type StoredLead } from './requestRepository';
import { LeadBody, LeadCreated, LeadSpecs, TokenQuery } from './requestSchemas';

export const captchaFailed = 'Не удалось пройти проверку на робота. Попробуйте ещё раз';

/** `POST /api/requests/`: validated, captcha-checked, rate-limited leads stored with consent evidence before the 201. */
export const requestRoutes = feature({ tag: 'Leads' }, async (app, { ctx }) => {
  /** The captcha checked, the lead stored (once per key). */
  const verifyAndStore = async (request: FastifyRequest, token: string | undefined, lead: LeadInput, submission: Submission | null) => {
    const captcha = await ctx.captcha.verify(token, request.ip);
    if (captcha === 'failed') throw validationError({ token: [captchaFailed] });
    const evidence = { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null, visitorId: await findVisitorId(ctx.db, request), captcha };
    const stored = await storeLead(ctx, lead, evidence, submission);
    if (!stored.replayed) request.log.info({ lead: stored.answer.id, type: lead.type, captcha }, 'lead stored');
    return stored;
  };

  const findViewingPlace = async (lot: number): Promise<ExcursionPlace | null> => {
    const office = await viewingOffice(ctx.db, lot);
    return office ? { officeId: office.id, excursionId: null, hours: office.hours } : null;
  };

  app.post(
    '/api/requests/',
    {
      attachValidation: true,
      schema: {
        summary: 'Send a lead (call-back, consultation, mortgage, excursion, viewing)',
        description:
          'Stored with its consent evidence and its message for the sales team in one transaction before the 201. With an `Idempotency-Key`, a resend of a stored submission gets its answer again. 429 past the limits per address and per phone.',
        querystring: TokenQuery,
        headers: IdempotencyHeaders,
        body: LeadBody,
        response: { 201: described('Accepted.', ref(LeadCreated)), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const form = Object.fromEntries(Object.keys(body).map((name) => [name, text(body[name])]));
      const cities = (await listCities(ctx.db)).map((city) => city.slug);
      const { lead, errors } = await validateLead(form, {
        cities,
        today: moscowToday(ctx.now()),
        findPlace: (excursion, office) => findPlace(ctx.db, excursion, office),
        findViewingPlace,
      });
      checkForm(request, errors);
      if (!lead) throw validationError(errors);
      const submission = readSubmission(request, 'lead', lead);
      // a retry of a submission already stored is answered with its lead at once (no second captcha check)
      const earlier = submission && (await storedAnswer<StoredLead>(ctx.db, submission));
      const { answer, replayed } = earlier ? { answer: earlier, replayed: true } : await verifyAndStore(request, request.query.token ?? form.token, lead, submission);
      if (replayed) request.log.info({ lead: answer.id, type: lead.type }, 'lead submitted again: answered with the stored one');
      markReplayed(reply, replayed);
      return reply.status(201).send({ id: answer.id, type: lead.type, created_at: answer.created_at, detail: 'Заявка принята' });
    },
  );

  app.get(
    '/api/requests/specs/',
    { schema: { summary: 'The lead forms: types, fields, consent', response: { 200: described('The forms.', ref(LeadSpecs)) } } },
    async () => ({ types: leadTypeSpecs(), consent_version: (await consentVersion(ctx.db)) ?? CONSENT_VERSION, consent_text: CONSENT_TEXT, captcha_required: ctx.captcha.enabled }),
  );
});
