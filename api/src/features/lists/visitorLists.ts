import type { ListStatistics, VisitorListName } from '@estate/shared-api/dto/favorites';
import type { Queryable } from '../../db/db';

export const LIST_LIMIT = 100;

/** The table of a list; names come from a fixed set, never from the request. */
export function tableOf(list: VisitorListName): 'favorites' | 'comparisons' {
  return list === 'favorites' ? 'favorites' : 'comparisons';
}

export async function statistics(db: Queryable, list: VisitorListName, visitorId: number | null, city: string | null): Promise<ListStatistics> {
  if (visitorId === null) return { city, property_ids: [], count: 0, counts: {}, total: 0 };
  const { rows } = await db.query<{ lot_id: number; city: string }>(
    `select x.lot_id, c.slug as city from ${tableOf(list)} x join lots l on l.id = x.lot_id join cities c on c.id = l.city_id
      where x.visitor_id = $1 order by x.created_at, x.lot_id`,
    [visitorId],
  );
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.city] = (counts[row.city] ?? 0) + 1;
  const ids = rows.filter((row) => city === null || row.city === city).map((row) => row.lot_id);
  return { city, property_ids: ids, count: ids.length, counts, total: rows.length };
}

/** Adds a lot; returns false when it was there already. */
export async function addToList(db: Queryable, list: VisitorListName, visitorId: number, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into ${tableOf(list)} (visitor_id, lot_id) values ($1, $2) on conflict (visitor_id, lot_id) do nothing`,
    [visitorId, lotId],
  );
  return rowCount > 0;
}

export async function removeFromList(db: Queryable, list: VisitorListName, visitorId: number, lotId: number): Promise<boolean> {
  const { rowCount } = await db.query(`delete from ${tableOf(list)} where visitor_id = $1 and lot_id = $2`, [visitorId, lotId]);
  return rowCount > 0;
}

export async function clearList(db: Queryable, list: VisitorListName, visitorId: number, cityId: number | null): Promise<number> {
  const { rowCount } = await db.query(
    `delete from ${tableOf(list)} x using lots l where l.id = x.lot_id and x.visitor_id = $1 and ($2::int is null or l.city_id = $2)`,
    [visitorId, cityId],
  );
  return rowCount;
}

export async function listSize(db: Queryable, list: VisitorListName, visitorId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${tableOf(list)} where visitor_id = $1`, [visitorId]);
  return rows[0]?.count ?? 0;
}
