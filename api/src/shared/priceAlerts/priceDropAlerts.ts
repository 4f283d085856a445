import type { Queryable } from '../../db/db';
import { enqueueAlertEmail } from './alertEmail';
import { ALERT_LOT_COLUMNS, alertLot, type AlertLotRow } from './alertLots';
import { alertLinks, priceDropEmail } from './alertMessages';

/**
 * Queues one e-mail per confirmed subscriber of each lot whose price this transaction lowered (the history rows the
 * trigger wrote at this transaction's `now()`). The outbox key is the subscription and the history row, so the
 * same drop can never be announced twice to one subscriber.
 */
export async function queuePriceDropAlerts(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<AlertLotRow & { alert_id: number; email: string; token: string; site_origin: string; history_id: number; before: number; now: number }>(
    `select a.id as alert_id, a.email, a.token, a.site_origin, h.id as history_id, h.previous_price as before, h.price as now, ${ALERT_LOT_COLUMNS}
     from lot_price_history h
     join price_alerts a on a.lot_id = h.lot_id and a.confirmed_at is not null and a.unsubscribed_at is null
     join lots l on l.id = h.lot_id join projects p on p.id = l.project_id
     where h.changed_at = now() and h.price < h.previous_price and l.status <> 'sold'
     order by h.id, a.id`,
  );
  for (const row of rows) {
    const email = priceDropEmail(row.email, alertLot(row, row.site_origin), row, alertLinks(row.site_origin, row.token).unsubscribe);
    await enqueueAlertEmail(tx, `price-drop-${row.alert_id}-${row.history_id}`, email);
  }
  return rows.length;
}
