import type { Db } from '../../db/db';
import { DEAD_LETTER_AFTER_MS, retryDelayMs } from './retrySchedule';

/** A claimed row: leased to one worker until `lease_until`. */
export interface ClaimedRow {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  delivered_to: string[];
  attempts: number;
  failing_since: Date | null;
}

/** One try of one target, as recorded in `outbox_attempts`. */
export interface AttemptResult {
  target: string;
  attemptedAt: Date;
  durationMs: number;
  outcome: 'delivered' | 'failed';
  status: string | null;
  error: string | null;
}

export type RowOutcome = 'delivered' | 'retry' | 'dead' | 'lease lost';

/**
 * Leases up to `limit` due rows of the given kinds to `owner`. `FOR UPDATE SKIP LOCKED` lets workers of several
 * processes claim side by side without waiting for each other or taking one row twice; the lease (rather than a
 * transaction held open during the sends) is what keeps others off while the row is sent, and it runs out by itself
 * when its worker dies, so the row is picked up again.
 */
export async function claimDue(db: Db, options: { owner: string; kinds: readonly string[]; limit: number; now: Date; leaseMs: number }): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(
    `update outbox o
        set lease_owner = $1, lease_until = $2::timestamptz + make_interval(secs => $3::double precision / 1000), attempts = o.attempts + 1
      where o.id in (
        select id from outbox
         where status = 'pending' and kind = any($4::text[]) and next_attempt_at <= $2
           and (lease_until is null or lease_until <= $2)
         order by next_attempt_at, id
         limit $5
         for update skip locked)
      returning o.id, o.kind, o.key, o.payload, o.delivered_to, o.attempts, o.failing_since`,
    [options.owner, options.now, options.leaseMs, options.kinds, options.limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Records the attempts and the row's new state in one transaction: delivered once every target has it; otherwise
 * due again after the back-off, or dead-lettered when it has been failing for a day. Only the lease owner may
 * change the row (a worker that overran its lease leaves it to the one that took over).
 */
export async function finishRow(db: Db, row: ClaimedRow, options: { owner: string; targets: readonly string[]; results: readonly AttemptResult[]; now: Date }): Promise<RowOutcome> {
  const { now, results, owner } = options;
  const deliveredTo = [...new Set([...row.delivered_to, ...results.filter((result) => result.outcome === 'delivered').map((result) => result.target)])];
  const missing = options.targets.filter((target) => !deliveredTo.includes(target));
  const errors = results.filter((result) => result.outcome === 'failed').map((result) => `${result.target}: ${result.error ?? 'failed'}`);
  return db.transaction(async (tx) => {
    for (const result of results) {
      await tx.query(
        'insert into outbox_attempts (outbox_id, target, attempted_at, duration_ms, outcome, status, error) values ($1, $2, $3, $4, $5, $6, $7)',
        [row.id, result.target, result.attemptedAt, Math.round(result.durationMs), result.outcome, result.status, result.error],
      );
    }
    let outcome: RowOutcome;
    let update;
    if (missing.length === 0) {
      outcome = 'delivered';
      update = await tx.query(
        `update outbox set status = 'delivered', delivered_to = $3, delivered_at = $4, last_error = null, lease_owner = null, lease_until = null
          where id = $1 and lease_owner = $2`,
        [row.id, owner, deliveredTo, now],
      );
    } else {
      const failingSince = row.failing_since ? new Date(row.failing_since) : now;
      outcome = now.getTime() - failingSince.getTime() >= DEAD_LETTER_AFTER_MS ? 'dead' : 'retry';
      update = await tx.query(
        `update outbox set status = $3, delivered_to = $4, failing_since = $5, last_error = $6,
                next_attempt_at = $7, lease_owner = null, lease_until = null
          where id = $1 and lease_owner = $2`,
        [row.id, owner, outcome === 'dead' ? 'dead' : 'pending', deliveredTo, failingSince, errors.join('; ').slice(0, 2000), new Date(now.getTime() + retryDelayMs(row.attempts))],
      );
    }
    return update.rowCount === 1 ? outcome : 'lease lost';
  });
}
