// Development-only endpoints (the API registers them when NODE_ENV !== 'production' or API_DEV_ENDPOINTS=1; elsewhere
// they answer 404). End-to-end tests use them to read what the API stored or sent and to seed test content.
//   GET    /api/dev/outbox/?phone=&limit=       → DevOutboxMessage[] (newest first; limit 1..100, default 20)
//   GET    /api/dev/requests/?phone=&limit=     → DevStoredLead[]    (newest first; limit 1..100, default 20)
//   POST   /api/dev/publications/  (JSON DevPublicationInput) → 201 PublicationDetail (as GET /api/publications/{slug}/)
//   DELETE /api/dev/publications/{slug}/        → 204, 404 {detail} when absent
// `phone` takes any Russian format ('79161234567', '+7 916 123-45-67', '8 916 …'); without it every phone is listed.
// POST/DELETE need the CSRF header like every unsafe request; a bad body gets 400 {field: [message]}.
import type { LeadType } from './requests';
import type { PublicationType } from './publications';

/** A text message the development SMS transport "sent". */
export interface DevOutboxMessage {
  id: number;
  /** '+7XXXXXXXXXX' */
  phone: string;
  text: string;
  /** The one-time code found in the text, or null. */
  code: string | null;
  /** ISO 8601. */
  created_at: string;
}

export type DevCaptchaStatus = 'ok' | 'off' | 'unavailable';

/** A lead exactly as `POST /api/requests/` stored it. */
export interface DevStoredLead {
  id: number;
  type: LeadType;
  /** Normalised: '+7XXXXXXXXXX'. */
  phone: string;
  url: string;
  site_city: string;
  /** The `_ym_uid` digits, or null when none was sent. */
  ym_uid: string | null;
  /** The tracking parameters as sent (the forms send JSON such as '{"utm_source":"yandex"}'), or null. */
  utm: string | null;
  name: string | null;
  email: string | null;
  comment: string | null;
  /** Excursion date as stored: ISO 'yyyy-mm-dd' (sent as dd.mm.yyyy), or null. */
  date: string | null;
  /** Excursion time 'hh:mm', or null. */
  time: string | null;
  /** Excursion id, or null. */
  excursion: number | null;
  /** Office id (the excursion's office when an excursion was chosen), or null. */
  office: number | null;
  /** Lot id the lead is about, or null. */
  property: number | null;
  /** 'ok' (token verified), 'off' (no server key configured) or 'unavailable' (Yandex did not answer in time). */
  captcha_status: DevCaptchaStatus;
  /** Version of the consent text the visitor accepted. */
  consent_version: string;
  /** ISO 8601. */
  created_at: string;
}

/** Body of `POST /api/dev/publications/`: stored as given, the body raw and unsanitised (GET sanitises it). */
export interface DevPublicationInput {
  /** City slug: 'moskva' or 'tula'. */
  city: string;
  type: PublicationType;
  /** Lowercase Latin letters, digits and hyphens; default: slugify(title) plus '-<id>'. 400 when taken. */
  slug?: string;
  title: string;
  /** Default ''. */
  lead?: string;
  /** Raw HTML. */
  body: string;
  /** A stored image path ('press/cover-1.jpg' or '/img/press/cover-1.jpg'); default: a seeded press cover. */
  cover?: string;
  /** Stored image paths, as for `cover`; default []. */
  images?: string[];
  /** Default false. */
  for_owners?: boolean;
  /** ISO 8601 date-time; default: now. */
  published_at?: string;
}
