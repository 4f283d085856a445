import type { Queryable } from '../../db/db';
import type { LotKind, LotStatus } from '../../domain/lotVocabulary';

export interface PricePoint {
  changed_at: Date;
  price: number;
  old_price: number | null;
  status: LotStatus;
  previous_price: number | null;
}

/** Every change of the lot's price or status, oldest first; null when there is no such lot of these kinds. */
export async function priceHistory(db: Queryable, lotId: number, kinds: readonly LotKind[]): Promise<PricePoint[] | null> {
  const lot = await db.query('select 1 from lots where id = $1 and kind = any($2::text[])', [lotId, kinds]);
  if (lot.rows.length === 0) return null;
  const { rows } = await db.query<PricePoint>(
    'select changed_at, price, old_price, status, previous_price from lot_price_history where lot_id = $1 order by changed_at, id',
    [lotId],
  );
  return rows;
}
