import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OfficeHours } from '@estate/shared-api/dto/offices';
import type { LeadCreated, LeadSpecs } from '@estate/shared-api/dto/requests';
import type { AppContext } from '../../appContext';
import { readForm } from '../../http/form';
import { validationError } from '../../http/errors';
import { QueryReader } from '../../http/queryReader';
import { moscowToday } from '../../domain/fieldRules';
import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { CONSENT_VERSION } from '../../domain/consent';
import { listCities } from '../../shared/cities/cityParam';
import { findVisitorId } from '../../shared/session/visitor';
import { leadTypeSpecs, validateLead, type ExcursionPlace, type LeadInput } from '../../shared/leads/leadRules';
import { viewingOffice } from '../../shared/leads/viewingOffice';
import { storeLead, type StoredLead } from './leadStore';
import { markReplayed, readSubmission, storedAnswer, type Submission } from '../../http/idempotency';

export const captchaFailed = 'Не удалось пройти проверку на робота. Попробуйте ещё раз';

/** `POST /api/requests/`: validated, captcha-checked, rate-limited leads stored with consent evidence before the 201. */
export function registerRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const findPlace = async (excursion: number | null, office: number | null): Promise<ExcursionPlace | null> => {
    const { rows } = await ctx.db.query<{ office_id: number; excursion_id: number | null; hours: OfficeHours[] }>(
      excursion !== null
        ? 'select o.id as office_id, e.id as excursion_id, o.hours from excursions e join offices o on o.id = e.office_id where e.id = $1'
        : 'select o.id as office_id, null::int as excursion_id, o.hours from offices o where o.id = $1',
      [excursion ?? office],
    );
    const row = rows[0];
    return row ? { officeId: row.office_id, excursionId: row.excursion_id, hours: row.hours } : null;
  };

  /** The captcha checked, the lead stored (once per key). */
  const verifyAndStore = async (request: FastifyRequest, form: Record<string, string>, lead: LeadInput, submission: Submission | null) => {
    const token = QueryReader.of(request.query).one('token') ?? form.token;
    const captcha = await ctx.captcha.verify(token, request.ip);
    if (captcha === 'failed') throw validationError({ token: [captchaFailed] });
    const stored = await storeLead(
      ctx,
      lead,
      { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null, visitorId: await findVisitorId(ctx.db, request), captcha },
      submission,
    );
    if (!stored.replayed) request.log.info({ lead: stored.answer.id, type: lead.type, captcha }, 'lead stored');
    return stored;
  };

  app.post('/api/requests/', async (request, reply): Promise<LeadCreated> => {
    const form = readForm(request.body);
    const cities = (await listCities(ctx.db)).map((city) => city.slug);
    const findViewingPlace = async (lot: number): Promise<ExcursionPlace | null> => {
      const office = await viewingOffice(ctx.db, lot);
      return office ? { officeId: office.id, excursionId: null, hours: office.hours } : null;
    };
    const { lead, errors } = await validateLead(form, { cities, today: moscowToday(ctx.now()), findPlace, findViewingPlace });
    if (!lead) throw validationError(errors);
    const submission = readSubmission(request, 'lead', lead);
    // a retry of a submission already stored is answered with its lead at once (no second captcha check)
    const earlier = submission && (await storedAnswer<StoredLead>(ctx.db, submission));
    const { answer, replayed } = earlier ? { answer: earlier, replayed: true } : await verifyAndStore(request, form, lead, submission);
    if (replayed) request.log.info({ lead: answer.id, type: lead.type }, 'lead submitted again: answered with the stored one');
    markReplayed(reply, replayed);
    reply.status(201);
    return { id: answer.id, type: lead.type, created_at: answer.created_at, detail: 'Заявка принята' };
  });

  app.get('/api/requests/specs/', async (): Promise<LeadSpecs> => {
    const { rows } = await ctx.db.query<{ version: string }>('select version from personal_data_agreements order by is_current desc, published_at desc limit 1');
    return { types: leadTypeSpecs(), consent_version: rows[0]?.version ?? CONSENT_VERSION, consent_text: CONSENT_TEXT, captcha_required: ctx.captcha.enabled };
  });
}
