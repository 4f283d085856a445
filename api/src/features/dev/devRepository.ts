// What the development endpoints read and write: the SMS outbox, the stored leads, raw publications.
import type { Queryable } from '../../db/db';
import type { DataVersion } from '../../db/dataVersion';
import { notFound, validationError } from '../../http/errors';
import { slugify } from '../../domain/slugify';
import { imagePaths } from '../../seed/images/imagePaths';
import { devPublicationMessages, type DevPublicationInput } from './devPublicationInput';
import type { DevOutboxMessage, DevStoredLead } from './devSchemas';

/** The text messages the development SMS transport "sent" (to `phone`), newest first. */
export async function outboxMessages(db: Queryable, phone: string | null, limit: number): Promise<DevOutboxMessage[]> {
  const { rows } = await db.query<{ id: number; phone: string; text: string; created_at: Date }>(
    'select id, phone, text, created_at from sms_outbox where ($1::text is null or phone = $1) order by id desc limit $2',
    [phone, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    text: row.text,
    code: /\b(\d{4,6})\b/.exec(row.text)?.[1] ?? null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** The stored lead: the excursion's and the lot's fields are in `details`. */
type LeadRow = Omit<DevStoredLead, 'date' | 'time' | 'excursion' | 'office' | 'property' | 'created_at'> & {
  details: { date?: string; time?: string; excursion?: number; office?: number; property?: number } | null;
  created_at: Date;
};

/** The leads stored (from `phone`), newest first. */
export async function storedLeads(db: Queryable, phone: string | null, limit: number): Promise<DevStoredLead[]> {
  const { rows } = await db.query<LeadRow>(
    `select id, type, phone, url, site_city, ym_uid, utm, name, email, comment, details, captcha_status, consent_version, created_at
       from requests where ($1::text is null or phone = $1) order by id desc limit $2`,
    [phone, limit],
  );
  return rows.map(({ details, created_at, ...row }) => ({
    ...row,
    date: details?.date ?? null,
    time: details?.time ?? null,
    excursion: details?.excursion ?? null,
    office: details?.office ?? null,
    property: details?.property ?? null,
    created_at: new Date(created_at).toISOString(),
  }));
}

const slugTaken = async (tx: Queryable, slug: string): Promise<boolean> => (await tx.query('select 1 from publications where slug = $1', [slug])).rows.length > 0;

/** Inserts the publication as given (raw body) and returns its slug; ids and derived slugs are taken under a lock. */
export async function insertPublication(dataVersion: DataVersion, input: DevPublicationInput, now: Date): Promise<string> {
  return dataVersion.change('content', async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('dev-publications'))");
    const { rows } = await tx.query<{ id: number }>('select coalesce(max(id), 0)::int + 1 as id from publications');
    const id = rows[0]?.id ?? 1;
    let slug = input.slug;
    if (slug !== null) {
      if (await slugTaken(tx, slug)) throw validationError({ slug: [devPublicationMessages.slugTaken] });
    } else {
      const base = `${slugify(input.title) || 'publication'}-${id}`;
      slug = base;
      for (let n = 2; await slugTaken(tx, slug); n += 1) slug = `${base}-${n}`;
    }
    await tx.query(
      `insert into publications (id, city_id, project_id, type, slug, title, lead, body, cover, images, telegram_url, for_owners, published_at)
       values ($1, $2, null, $3, $4, $5, $6, $7, $8, $9::text[], null, $10, $11::timestamptz)`,
      [id, input.cityId, input.type, slug, input.title, input.lead, input.body, input.cover ?? imagePaths.cover(id), input.images, input.forOwners, (input.publishedAt ?? now).toISOString()],
    );
    return slug;
  });
}

/** Removes a publication; a 404 (and no new version) when there is none. */
export async function deletePublication(dataVersion: DataVersion, slug: string): Promise<void> {
  await dataVersion.change('content', async (tx) => {
    const { rowCount } = await tx.query('delete from publications where slug = $1', [slug]);
    if (rowCount === 0) throw notFound(); // rolled back: nothing changed, no new version
  });
}
