// Price-drop subscriptions: the subscription with its consent evidence and confirmation letter, confirming, unsubscribing.
import type { Db, Queryable } from '../../db/db';
import { CONSENT_TEXT } from '@estate/shared-api/validation/consent';
import { notFound, tooManyRequests } from '../../http/errors';
import type { LotKind } from '../../domain/lotVocabulary';
import type { Config } from '../../config';
import { enqueueAlertEmail } from '../../shared/priceAlerts/alertEmail';
import { alertLot, loadAlertLot } from '../../shared/priceAlerts/alertLots';
import { alertLinks, confirmationEmail } from '../../shared/priceAlerts/alertMessages';

/** A second confirmation letter to one address and lot waits this long (a double click sends one). */
const RESEND_SECONDS = 60;
const TOO_MANY = 'Слишком много подписок с вашего адреса. Пожалуйста, попробуйте позже';

export interface Subscription {
  lotId: number;
  kinds: readonly LotKind[];
  email: string;
  /** a city host of SITE_DOMAIN, never one a request made up */
  origin: string;
  ip: string;
  pageUrl: string;
}

/**
 * Subscribes `email` to the lot's price drops within the lead limits per address and per e-mail, and queues the
 * confirmation letter; false when no letter was due (an active subscription, or one asked for a moment ago).
 */
export async function subscribe(db: Db, subscription: Subscription, limits: Config['leads']): Promise<boolean> {
  const { lotId, kinds, email, origin, ip, pageUrl } = subscription;
  return db.transaction(async (tx) => {
    const lot = await loadAlertLot(tx, lotId, kinds);
    if (!lot) throw notFound();
    await tx.query("select pg_advisory_xact_lock(hashtext('price-alert-ip:' || $1))", [ip]);
    await tx.query("select pg_advisory_xact_lock(hashtext('price-alert-email:' || $1))", [email]);
    // Letters go to any address typed in: the lead limits per IP (and per address) keep the form from mailing en masse.
    const { perIpLimit, perPhoneLimit, windowSeconds } = limits;
    const { rows: recent } = await tx.query<{ by_ip: number; by_email: number }>(
      `select count(*) filter (where consent_ip = $1)::int as by_ip, count(*) filter (where email = $2)::int as by_email
       from price_alerts where created_at > now() - make_interval(secs => $3)`,
      [ip, email, windowSeconds],
    );
    if ((recent[0]?.by_ip ?? 0) >= perIpLimit || (recent[0]?.by_email ?? 0) >= perPhoneLimit) throw tooManyRequests(TOO_MANY, windowSeconds);
    const { rows: agreement } = await tx.query<{ version: string }>('select version from personal_data_agreements order by is_current desc, published_at desc limit 1');
    // An active subscription stays as it is; a pending or ended one starts over with a new token and letter.
    const { rows } = await tx.query<{ id: number; token: string }>(
      `insert into price_alerts (lot_id, email, site_origin, consent_ip, consent_page_url, consent_text, consent_version)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (lot_id, email) do update set token = gen_random_uuid(), created_at = now(), confirmed_at = null, unsubscribed_at = null,
         site_origin = excluded.site_origin, consent_ip = excluded.consent_ip, consent_page_url = excluded.consent_page_url,
         consent_text = excluded.consent_text, consent_version = excluded.consent_version
       where (price_alerts.confirmed_at is null or price_alerts.unsubscribed_at is not null)
         and price_alerts.created_at < now() - make_interval(secs => $8)
       returning id, token`,
      [lotId, email, origin, ip, pageUrl.slice(0, 2000), CONSENT_TEXT, agreement[0]?.version ?? 'unknown', RESEND_SECONDS],
    );
    const row = rows[0];
    if (!row) return false;
    await enqueueAlertEmail(tx, `confirm-${row.id}-${row.token}`, confirmationEmail(email, alertLot(lot, origin), alertLinks(origin, row.token)));
    return true;
  });
}

/** Confirms the subscription of `token`: its lot and site, or null when there is none (or it ended). */
export async function confirm(db: Queryable, token: string): Promise<{ lot_id: number; site_origin: string; kind: string } | null> {
  const { rows } = await db.query<{ lot_id: number; site_origin: string; kind: string }>(
    `update price_alerts a set confirmed_at = coalesce(a.confirmed_at, now()) from lots l
     where a.token = $1 and a.unsubscribed_at is null and l.id = a.lot_id returning a.lot_id, a.site_origin, l.kind`,
    [token],
  );
  return rows[0] ?? null;
}

/** Ends the subscription of `token`; false when there is none. */
export async function unsubscribe(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query('update price_alerts set unsubscribed_at = coalesce(unsubscribed_at, now()) where token = $1 returning id', [token]);
  return rows.length > 0;
}
