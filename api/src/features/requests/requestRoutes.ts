import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { CONSENT_VERSION } from '../../domain/consent';
import { moscowToday } from '../../domain/fieldRules';
import { validationError } from '../../http/errors';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { described, errorResponses } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { listCities } from '../../shared/cities/cityParam';
import { leadTypeSpecs, validateLead } from '../../shared/leads/leadRules';
import { findVisitorId } from '../../shared/session/visitor';
import { consentVersion, findPlace, storeLead } from './requestRepository';
import { LeadBody, LeadCreated, LeadSpecs, TokenQuery } from './requestSchemas';

export const captchaFailed = 'Не удалось пройти проверку на робота. Попробуйте ещё раз';

/** `POST /api/requests/`: validated, captcha-checked, rate-limited leads stored with consent evidence before the 201. */
export const requestRoutes = feature({ tag: 'Leads' }, async (app, { ctx }) => {
  app.post(
    '/api/requests/',
    {
      attachValidation: true,
      schema: {
        summary: 'Send a lead (call-back, consultation, mortgage, excursion)',
        description: 'Stored with its consent evidence and its message for the sales team in one transaction before the 201. 429 past the limits per address and per phone.',
        querystring: TokenQuery,
        body: LeadBody,
        response: { 201: described('Accepted.', ref(LeadCreated)), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const form = Object.fromEntries(Object.keys(body).map((name) => [name, text(body[name])]));
      const cities = (await listCities(ctx.db)).map((city) => city.slug);
      const { lead, errors } = await validateLead(form, { cities, today: moscowToday(ctx.now()), findPlace: (excursion, office) => findPlace(ctx.db, excursion, office) });
      checkForm(request, errors);
      if (!lead) throw validationError(errors);
      const captcha = await ctx.captcha.verify(request.query.token ?? form.token, request.ip);
      if (captcha === 'failed') throw validationError({ token: [captchaFailed] });
      const stored = await storeLead(ctx, lead, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        visitorId: await findVisitorId(ctx.db, request),
        captcha,
      });
      request.log.info({ lead: stored.id, type: lead.type, captcha }, 'lead stored');
      return reply.status(201).send({ id: stored.id, type: lead.type, created_at: new Date(stored.created_at).toISOString(), detail: 'Заявка принята' });
    },
  );

  app.get(
    '/api/requests/specs/',
    { schema: { summary: 'The lead forms: types, fields, consent', response: { 200: described('The forms.', ref(LeadSpecs)) } } },
    async () => ({ types: leadTypeSpecs(), consent_version: (await consentVersion(ctx.db)) ?? CONSENT_VERSION, consent_text: CONSENT_TEXT, captcha_required: ctx.captcha.enabled }),
  );
});
