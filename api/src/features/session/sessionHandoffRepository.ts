// One-time tokens that carry a session to another city host.
import type { Queryable } from '../../db/db';

export interface Handoff {
  tokenHash: string;
  session: string;
  city: string;
  utm: string | null;
  now: Date;
  ttlSeconds: number;
}

/** Stores a token (and drops the expired ones). */
export async function storeHandoff(db: Queryable, handoff: Handoff): Promise<void> {
  await db.query('delete from session_handoffs where created_at < $1', [new Date(handoff.now.getTime() - handoff.ttlSeconds * 1000)]);
  await db.query('insert into session_handoffs (token_hash, session_token, city, utm, created_at) values ($1, $2, $3, $4, $5)', [
    handoff.tokenHash,
    handoff.session,
    handoff.city,
    handoff.utm,
    handoff.now,
  ]);
}

/** Takes a token made since `since` (once: it is deleted): what it carries, or null. */
export async function claimHandoff(db: Queryable, tokenHash: string, since: Date): Promise<{ session_token: string; city: string; utm: string | null } | null> {
  const { rows } = await db.query<{ session_token: string; city: string; utm: string | null }>(
    'delete from session_handoffs where token_hash = $1 and created_at >= $2 returning session_token, city, utm',
    [tokenHash, since],
  );
  return rows[0] ?? null;
}
