// Recently viewed lots of the visitor: GET /api/viewed/ (?city, limit, offset), POST /api/viewed/ {property} (201),
// GET /api/viewed/with_personal_discount/ (viewed lots that have a discount now).
import type { LotCard } from './lots';

export interface ViewedLot extends LotCard {
  /** ISO 8601. */
  viewed_at: string;
}
