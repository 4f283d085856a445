// The lots a visitor has viewed, the last one first.
import type { Db, Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import type { ViewedLot } from './viewedSchemas';

/** How many viewed lots a visitor keeps. */
export const VIEWED_KEEP = 50;

/** A page of the visitor's viewed lots (of a city; with a discount now only, when asked). */
export async function viewedPage(db: Queryable, visitorId: number, cityId: number | undefined, discountedOnly: boolean, page: Page): Promise<{ count: number; results: ViewedLot[] }> {
  const where = `v.visitor_id = $1 and ($2::int is null or l.city_id = $2) ${discountedOnly ? 'and l.old_price > l.price' : ''}`;
  const [counted, { rows }, rates] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from viewed v join lots l on l.id = v.lot_id where ${where}`, [visitorId, cityId ?? null]),
    db.query<LotRow & { viewed_at: Date }>(
      `select ${LOT_SELECT}, v.viewed_at from viewed v join ${LOT_FROM} on l.id = v.lot_id where ${where}
        order by v.viewed_at desc, l.id desc limit $3 offset $4`,
      [visitorId, cityId ?? null, page.limit, page.offset],
    ),
    loadRates(db),
  ]);
  return { count: counted.rows[0]?.count ?? 0, results: rows.map((row) => ({ ...toLotCard(row, rates), viewed_at: new Date(row.viewed_at).toISOString() })) };
}

export async function lotExists(db: Queryable, lotId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from lots where id = $1', [lotId]);
  return rows.length > 0;
}

/** Records a view (again: its time moves up), keeping the visitor's last VIEWED_KEEP. */
export async function recordView(db: Db, visitorId: number, lotId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into viewed (visitor_id, lot_id) values ($1, $2) on conflict (visitor_id, lot_id) do update set viewed_at = now()', [visitorId, lotId]);
    await tx.query(
      `delete from viewed where visitor_id = $1 and lot_id not in (
         select lot_id from viewed where visitor_id = $1 order by viewed_at desc limit ${VIEWED_KEEP})`,
      [visitorId],
    );
  });
}
