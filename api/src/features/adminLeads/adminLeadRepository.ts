import type { Db, Queryable } from '../../db/db';
import { resend } from '../../shared/outbox/outboxReport';
import type { AdminLead, LeadFilters } from './adminLeadSchemas';

/** Delivery of a lead to the sales team's systems, from its outbox row. */
export const DELIVERY_LABELS = {
  delivered: 'Доставлена',
  pending: 'Ожидает отправки',
  failing: 'Ошибка, повтор',
  dead: 'Не доставлена',
  none: 'Нет в очереди',
} as const;
export type DeliveryState = keyof typeof DELIVERY_LABELS;

export interface LeadRow {
  id: string;
  uid: string;
  type: string;
  phone: string;
  name: string | null;
  email: string | null;
  comment: string | null;
  url: string;
  site_city: string;
  utm: string | null;
  details: Record<string, unknown>;
  ip: string;
  consent_at: Date;
  consent_version: string;
  created_at: Date;
  outbox_id: string | null;
  outbox_status: 'pending' | 'delivered' | 'dead' | null;
  attempts: number | null;
  delivered_to: string[] | null;
  last_error: string | null;
}

const SELECT = `select r.id, r.uid, r.type, r.phone, r.name, r.email, r.comment, r.url, r.site_city, r.utm, r.details, r.ip,
       r.consent_at, r.consent_version, r.created_at, o.id as outbox_id, o.status as outbox_status, o.attempts,
       o.delivered_to, o.last_error
  from requests r left join outbox o on o.kind = 'lead' and o.key = r.uid::text`;

export function deliveryState(row: LeadRow): DeliveryState {
  if (!row.outbox_status) return 'none';
  if (row.outbox_status === 'pending') return (row.attempts ?? 0) > 0 ? 'failing' : 'pending';
  return row.outbox_status;
}

export function toLead(row: LeadRow): AdminLead {
  const state = deliveryState(row);
  return {
    id: Number(row.id),
    uid: row.uid,
    type: row.type,
    phone: row.phone,
    name: row.name,
    email: row.email,
    comment: row.comment,
    url: row.url,
    site_city: row.site_city,
    utm: row.utm,
    details: row.details,
    ip: row.ip,
    consent_at: new Date(row.consent_at).toISOString(),
    consent_version: row.consent_version,
    created_at: new Date(row.created_at).toISOString(),
    delivery: state,
    delivery_label: DELIVERY_LABELS[state],
    delivery_attempts: row.attempts ?? 0,
    delivered_to: row.delivered_to ?? [],
    delivery_error: row.last_error,
    outbox_id: row.outbox_id === null ? null : Number(row.outbox_id),
  };
}

function where(filters: LeadFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const out = ['true'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    out.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.type) add('r.type = ?', filters.type);
  if (filters.site_city) add('r.site_city = ?', filters.site_city);
  if (filters.from) add('r.created_at >= ?::date', filters.from);
  if (filters.to) add("r.created_at < ?::date + interval '1 day'", filters.to);
  return { sql: out.join(' and '), params };
}

export async function listLeads(db: Queryable, filters: LeadFilters, page: { limit: number; offset: number }): Promise<{ count: number; rows: LeadRow[] }> {
  const { sql, params } = where(filters);
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from requests r where ${sql}`, params);
  const { rows } = await db.query<LeadRow>(`${SELECT} where ${sql} order by r.id desc limit $${params.length + 1} offset $${params.length + 2}`, [...params, page.limit, page.offset]);
  return { count: counted.rows[0]?.count ?? 0, rows };
}

export async function findLead(db: Queryable, id: number): Promise<LeadRow | undefined> {
  return (await db.query<LeadRow>(`${SELECT} where r.id = $1`, [id])).rows[0];
}

/** Every lead of the filters, oldest first, in pages (an export of a year's leads never sits in memory whole). */
export async function* allLeads(db: Queryable, filters: LeadFilters): AsyncGenerator<LeadRow> {
  const { sql, params } = where(filters);
  let after = 0;
  for (;;) {
    const { rows } = await db.query<LeadRow>(`${SELECT} where ${sql} and r.id > ${after} order by r.id limit 1000`, params);
    yield* rows;
    if (rows.length < 1000) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Queues an undelivered lead's message again, with what else its transaction writes; false when it was delivered. */
export async function resendLead(db: Db, outboxId: number, now: Date, alsoInTransaction: (tx: Queryable) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const queued = await resend(tx, outboxId, now);
    if (queued) await alsoInTransaction(tx);
    return queued;
  });
}
