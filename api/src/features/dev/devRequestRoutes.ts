import type { FastifyInstance } from 'fastify';
import type { DevStoredLead } from '@estate/shared-api/dto/dev';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { readPhoneAndLimit } from './devPhoneQuery';

/** The stored lead: the excursion's and the lot's fields are in `details`. */
type LeadRow = Omit<DevStoredLead, 'date' | 'time' | 'excursion' | 'office' | 'property' | 'created_at'> & {
  details: { date?: string; time?: string; excursion?: number; office?: number; property?: number } | null;
  created_at: Date;
};

function toStoredLead(row: LeadRow): DevStoredLead {
  const details = row.details ?? {};
  return {
    id: row.id,
    type: row.type,
    phone: row.phone,
    url: row.url,
    site_city: row.site_city,
    ym_uid: row.ym_uid,
    utm: row.utm,
    name: row.name,
    email: row.email,
    comment: row.comment,
    date: details.date ?? null,
    time: details.time ?? null,
    excursion: details.excursion ?? null,
    office: details.office ?? null,
    property: details.property ?? null,
    captcha_status: row.captcha_status,
    consent_version: row.consent_version,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** `GET /api/dev/requests/?phone=`: the stored leads, newest first, so end-to-end tests can prove what was kept. */
export function registerDevRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dev/requests/', async (request): Promise<DevStoredLead[]> => {
    const { phone, limit } = readPhoneAndLimit(QueryReader.of(request.query));
    const { rows } = await ctx.db.query<LeadRow>(
      `select id, type, phone, url, site_city, ym_uid, utm, name, email, comment, details, captcha_status, consent_version, created_at
         from requests where ($1::text is null or phone = $1) order by id desc limit $2`,
      [phone, limit],
    );
    return rows.map(toStoredLead);
  });
}
