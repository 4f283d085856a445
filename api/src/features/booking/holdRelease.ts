import type { Db } from '../../db/db';
import { bumpDataVersion } from '../../db/dataVersion';
import { LOT_STATUS_LOCK } from '../../shared/lots/lotStatusLock';
import { everyRound } from '../../shared/periodic/everyRound';

/**
 * Frees the lots whose hold has ended while the sales system still calls them free (any other status it sent ended
 * the hold already), and marks their bookings expired; a change bumps the catalogue version (as a change of those lots only). Returns the lots freed.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock_shared($1)', [LOT_STATUS_LOCK]);
    const { rows } = await tx.query<{ id: number }>("update lots set status = 'free', held_until = null, updated_at = now() where held_until <= $1 returning id", [now]);
    if (rows.length === 0) return [];
    const freed = rows.map((row) => row.id);
    await tx.query("update bookings set status = 'expired' where status = 'new' and hold_until <= $1 and lot_id = any($2::int[])", [now, freed]);
    await bumpDataVersion(tx, 'catalogue', 'lots');
    return freed;
  });
}

interface ReleaseLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Releases expired holds now and every `everyMs` (each API process does; a round finding none writes nothing). */
export function startHoldRelease(db: Db, options: { everyMs: number; now: () => Date; log: ReleaseLog }): { stop(): Promise<void> } {
  return everyRound(
    () =>
      releaseExpiredHolds(db, options.now())
        .then((freed) => {
          if (freed.length > 0) options.log.info({ lots: freed }, 'booking holds ended unconfirmed: lots are free again');
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'releasing expired booking holds failed; retrying next round')),
    options.everyMs,
  );
}
