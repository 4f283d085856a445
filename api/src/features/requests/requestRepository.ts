import type { AppContext } from '../../appContext';
import { tooManyRequests } from '../../http/errors';
import type { ExcursionPlace, LeadInput } from '../../shared/leads/leadRules';
import type { Queryable } from '../../db/db';
import type { OfficeHours } from '../../shared/schemas/commonSchemas';
import type { CaptchaStatus } from './captcha';
import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { enqueueLead } from '../../shared/leads/leadMessage';
import { oncePerKey, type Submission } from '../../http/idempotency';

export const leadMessages = {
  perIp: 'Слишком много заявок с вашего адреса. Пожалуйста, попробуйте позже',
  perPhone: 'С этого номера уже отправлено несколько заявок. Мы скоро перезвоним',
};

export interface Evidence {
  ip: string;
  userAgent: string | null;
  visitorId: number | null;
  captcha: CaptchaStatus;
}

/** What a lead's 201 says of it, kept under its submission's key for retries. */
export interface StoredLead {
  id: number;
  created_at: string;
}

/**
 * Stores a lead with its consent evidence and its message for the sales team (the outbox) in one transaction,
 * after checking the per-IP and per-phone limits under advisory locks (so parallel requests cannot slip past them);
 * once per `Idempotency-Key` (its lock taken first: a retry waits for the first request, then answers with its lead).
 * Resolves only after the commit.
 */
export async function storeLead(ctx: AppContext, lead: LeadInput, evidence: Evidence, submission: Submission | null): Promise<{ answer: StoredLead; replayed: boolean }> {
  const { perIpLimit, perPhoneLimit, windowSeconds } = ctx.config.leads;
  const insert = async (tx: Queryable): Promise<StoredLead> => {
    await tx.query("select pg_advisory_xact_lock(hashtext('lead-ip:' || $1))", [evidence.ip]);
    await tx.query("select pg_advisory_xact_lock(hashtext('lead-phone:' || $1))", [lead.phone]);
    const { rows: counts } = await tx.query<{ by_ip: number; by_phone: number }>(
      `select (select count(*) from requests where ip = $1 and created_at > now() - make_interval(secs => $3))::int as by_ip,
              (select count(*) from requests where phone = $2 and created_at > now() - make_interval(secs => $3))::int as by_phone`,
      [evidence.ip, lead.phone, windowSeconds],
    );
    if ((counts[0]?.by_ip ?? 0) >= perIpLimit) throw tooManyRequests(leadMessages.perIp, windowSeconds);
    if ((counts[0]?.by_phone ?? 0) >= perPhoneLimit) throw tooManyRequests(leadMessages.perPhone, windowSeconds);
    const { rows: agreement } = await tx.query<{ version: string }>(
      'select version from personal_data_agreements order by is_current desc, published_at desc limit 1',
    );
    const details = {
      ...(lead.property !== null && { property: lead.property }),
      ...(lead.excursion !== null && { excursion: lead.excursion }),
      ...(lead.office !== null && { office: lead.office }),
      ...(lead.date !== null && { date: lead.date }),
      ...(lead.time !== null && { time: lead.time }),
    };
    const version = agreement[0]?.version ?? 'unknown';
    const { rows } = await tx.query<{ id: number; uid: string; created_at: Date; consent_at: Date }>(
      `insert into requests (type, phone, name, email, comment, url, site_city, ym_uid, utm, details, ip, user_agent, visitor_id,
                             consent_at, consent_version, consent_text, captcha_status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, now(), $14, $15, $16)
       returning id, uid, created_at, consent_at`,
      [
        lead.type,
        lead.phone,
        lead.name,
        lead.email,
        lead.comment,
        lead.url,
        lead.siteCity,
        lead.ymUid,
        lead.utm,
        JSON.stringify(details),
        evidence.ip,
        evidence.userAgent,
        evidence.visitorId,
        version,
        CONSENT_TEXT,
        evidence.captcha,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('lead insert returned no row');
    await enqueueLead(tx, {
      uid: row.uid,
      source: 'request',
      number: Number(row.id),
      type: lead.type,
      phone: lead.phone,
      name: lead.name,
      email: lead.email,
      comment: lead.comment,
      pageUrl: lead.url,
      city: lead.siteCity,
      utm: lead.utm,
      ymUid: lead.ymUid,
      consent: { at: new Date(row.consent_at), ip: evidence.ip, version },
      lotId: lead.property,
      // the visit: an excursion, or the viewing of the lead's lot at its office
      excursion: lead.date && lead.time ? { date: lead.date, time: lead.time, excursionId: lead.excursion, officeId: lead.office } : null,
      booking: null,
      createdAt: new Date(row.created_at),
    });
    return { id: Number(row.id), created_at: new Date(row.created_at).toISOString() };
  };
  const stored = await ctx.db.transaction((tx) => oncePerKey(tx, submission, () => insert(tx)));
  if (!stored.replayed) ctx.outbox.wake();
  return stored;
}

/** The office an excursion lead names (by excursion, else by office), with its hours; null when there is none. */
export async function findPlace(db: Queryable, excursion: number | null, office: number | null): Promise<ExcursionPlace | null> {
  const { rows } = await db.query<{ office_id: number; excursion_id: number | null; hours: OfficeHours[] }>(
    excursion !== null
      ? 'select o.id as office_id, e.id as excursion_id, o.hours from excursions e join offices o on o.id = e.office_id where e.id = $1'
      : 'select o.id as office_id, null::int as excursion_id, o.hours from offices o where o.id = $1',
    [excursion ?? office],
  );
  const row = rows[0];
  return row ? { officeId: row.office_id, excursionId: row.excursion_id, hours: row.hours } : null;
}

/** The version of the current consent text. */
export async function consentVersion(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ version: string }>('select version from personal_data_agreements order by is_current desc, published_at desc limit 1');
  return rows[0]?.version ?? null;
}
