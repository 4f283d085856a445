import type { Queryable } from '../../db/db';

/** How a row looks to an operator: waiting for its first try, failing (retried), or dead-lettered. */
export type QueueState = 'pending' | 'failing' | 'dead';

export interface QueueRow {
  id: number;
  kind: string;
  key: string;
  state: QueueState;
  attempts: number;
  delivered_to: string[];
  created_at: Date;
  next_attempt_at: Date;
  last_error: string | null;
}

export interface AttemptRow {
  attempted_at: Date;
  target: string;
  outcome: 'delivered' | 'failed';
  status: string | null;
  duration_ms: number;
  error: string | null;
}

/** Every row not delivered yet, oldest first. */
export async function undeliveredRows(db: Queryable, limit: number): Promise<QueueRow[]> {
  const { rows } = await db.query<QueueRow>(
    `select id, kind, key, case when status = 'dead' then 'dead' when failing_since is null then 'pending' else 'failing' end as state,
            attempts, delivered_to, created_at, next_attempt_at, last_error
       from outbox where status <> 'delivered' order by created_at, id limit $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function attemptsOf(db: Queryable, outboxId: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    'select attempted_at, target, outcome, status, duration_ms, error from outbox_attempts where outbox_id = $1 order by id',
    [outboxId],
  );
  return rows;
}

/**
 * Puts a failing or dead-lettered row back at the head of the queue with a fresh day of retries; targets that
 * already have it are not sent it again. Resolves false when the row does not exist or is delivered.
 */
export async function resend(db: Queryable, outboxId: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update outbox set status = 'pending', next_attempt_at = $2, attempts = 0, failing_since = null
      where id = $1 and status <> 'delivered'`,
    [outboxId, now],
  );
  return rowCount === 1;
}

export interface Backlog {
  /** Not delivered yet: waiting for a first try, failing (retried), or dead-lettered. */
  undelivered: number;
  pending: number;
  failing: number;
  dead_letter: number;
  /** Age of the oldest undelivered message, null when none waits. */
  oldest_undelivered_seconds: number | null;
}

/** For the metrics: how many messages of a kind wait, in which state, and how long the oldest has waited. */
export async function backlogOf(db: Queryable, kind: string, now: Date): Promise<Backlog> {
  const { rows } = await db.query<{ undelivered: number; failing: number; dead_letter: number; oldest: Date | null }>(
    `select count(*)::int as undelivered, (count(*) filter (where status = 'dead'))::int as dead_letter,
            (count(*) filter (where status <> 'dead' and failing_since is not null))::int as failing, min(created_at) as oldest
       from outbox where kind = $1 and status <> 'delivered'`,
    [kind],
  );
  const row = rows[0];
  const undelivered = row?.undelivered ?? 0;
  const deadLetter = row?.dead_letter ?? 0;
  const failing = row?.failing ?? 0;
  const oldest = row?.oldest ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000)) : null;
  return { undelivered, pending: undelivered - deadLetter - failing, failing, dead_letter: deadLetter, oldest_undelivered_seconds: oldest };
}
