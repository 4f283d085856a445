import type { LeadType } from './leadSchemas';
import type { Queryable } from '../../db/db';
import { enqueue } from '../outbox/outbox';
import { LEAD_TYPES } from './leadRules';

export const LEAD_KIND = 'lead';

export type LeadMessageType = LeadType | 'booking';

export const LEAD_FORMS: Record<LeadMessageType, string> = { ...LEAD_TYPES, booking: 'Бронирование объекта' };

/** The lot a lead is about, as the sales team recognises it. */
export interface LeadLot {
  id: number;
  kind: string;
  project: string;
  building: string;
  number: string;
  floor: number;
  rooms: number | null;
  area: number;
  price: number;
}

/**
 * What the sales team receives for every accepted lead: the CRM webhook's JSON body as is, and the source of the
 * Bitrix24 lead and the e-mail. `id` is the lead's stable id (a UUID), sent as the idempotency key.
 */
export interface LeadMessage {
  id: string;
  /** Which of our tables holds the lead, and its row number there. */
  source: 'request' | 'booking';
  number: number;
  type: LeadMessageType;
  /** The form's name, in Russian. */
  form: string;
  /** E.164, e.g. +79161234567. */
  phone: string;
  name: string | null;
  email: string | null;
  comment: string | null;
  page_url: string | null;
  city: string | null;
  city_name: string | null;
  /** Tracking parameters the visitor came with (utm_source, utm_medium, …, yclid). */
  utm: Record<string, string>;
  /** Yandex Metrica client id (_ym_uid). */
  metrica_client_id: string | null;
  /** Evidence of the consent to personal-data processing (152-FZ). */
  consent: { given_at: string; ip: string; page_url: string | null; version: string };
  lot: LeadLot | null;
  /** The visit asked for: an excursion (its id and title), or the viewing of `lot` (no excursion) at its office. */
  excursion: { date: string; time: string; excursion_id: number | null; title: string | null; office_id: number | null; office: string | null } | null;
  /** An online booking: the site holds the lot until then; unconfirmed in the sales system by then, it is free again. */
  booking: { hold_until: string } | null;
  created_at: string;
}

/** What a lead route knows when it stores a lead; the rest is looked up in the same transaction. */
export interface LeadFacts {
  uid: string;
  source: LeadMessage['source'];
  number: number;
  type: LeadMessageType;
  phone: string;
  name: string | null;
  email: string | null;
  comment: string | null;
  pageUrl: string | null;
  /** City slug; null takes the lot's city. */
  city: string | null;
  utm: string | null;
  ymUid: string | null;
  consent: { at: Date; ip: string; version: string };
  lotId: number | null;
  excursion: { date: string; time: string; excursionId: number | null; officeId: number | null } | null;
  booking: { holdUntil: Date } | null;
  createdAt: Date;
}

/** The forms send the tracking parameters as JSON; older clients and tests as a query string. */
export function parseUtm(raw: string | null): Record<string, string> {
  if (!raw?.trim()) return {};
  let entries: [string, unknown][];
  try {
    const parsed: unknown = raw.trim().startsWith('{') ? JSON.parse(raw) : null;
    entries = parsed && typeof parsed === 'object' ? Object.entries(parsed) : [...new URLSearchParams(raw)];
  } catch {
    entries = [['raw', raw]];
  }
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

interface Lookup {
  city: string | null;
  city_name: string | null;
  lot_id: number | null;
  lot_kind: string;
  lot_project: string;
  lot_building: string;
  lot_number: string;
  lot_floor: number;
  lot_rooms: number | null;
  lot_area: number;
  lot_price: number;
  excursion_title: string | null;
  office_name: string | null;
  office_address: string | null;
}

/** Builds the lead's message and queues it in the transaction that stores the lead. */
export async function enqueueLead(tx: Queryable, facts: LeadFacts): Promise<LeadMessage> {
  const { rows } = await tx.query<Lookup>(
    `select c.slug as city, c.title as city_name,
            l.id as lot_id, l.kind as lot_kind, p.name as lot_project, b.name as lot_building, l.number as lot_number,
            l.floor as lot_floor, l.rooms as lot_rooms, l.area as lot_area, l.price as lot_price,
            e.title as excursion_title, o.name as office_name, o.address as office_address
       from (select 1) as lead
       left join lots l on l.id = $2
       left join projects p on p.id = l.project_id
       left join buildings b on b.id = l.building_id
       left join cities c on c.slug = $1 or ($1::text is null and c.id = l.city_id)
       left join excursions e on e.id = $3
       left join offices o on o.id = $4`,
    [facts.city, facts.lotId, facts.excursion?.excursionId ?? null, facts.excursion?.officeId ?? null],
  );
  const found = rows[0];
  const message: LeadMessage = {
    id: facts.uid,
    source: facts.source,
    number: facts.number,
    type: facts.type,
    form: LEAD_FORMS[facts.type],
    phone: facts.phone,
    name: facts.name,
    email: facts.email,
    comment: facts.comment,
    page_url: facts.pageUrl,
    city: found?.city ?? facts.city,
    city_name: found?.city_name ?? null,
    utm: parseUtm(facts.utm),
    metrica_client_id: facts.ymUid,
    consent: { given_at: facts.consent.at.toISOString(), ip: facts.consent.ip, page_url: facts.pageUrl, version: facts.consent.version },
    lot:
      found?.lot_id != null
        ? {
            id: Number(found.lot_id),
            kind: found.lot_kind,
            project: found.lot_project,
            building: found.lot_building,
            number: found.lot_number,
            floor: found.lot_floor,
            rooms: found.lot_rooms,
            area: Number(found.lot_area),
            price: Number(found.lot_price),
          }
        : null,
    excursion: facts.excursion
      ? {
          date: facts.excursion.date,
          time: facts.excursion.time,
          excursion_id: facts.excursion.excursionId,
          title: found?.excursion_title ?? null,
          office_id: facts.excursion.officeId,
          office: found?.office_name ? `${found.office_name}, ${found.office_address}` : null,
        }
      : null,
    booking: facts.booking ? { hold_until: facts.booking.holdUntil.toISOString() } : null,
    created_at: facts.createdAt.toISOString(),
  };
  await enqueue(tx, { kind: LEAD_KIND, key: message.id, payload: message });
  return message;
}
