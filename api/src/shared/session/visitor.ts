import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The visitor row of this session, if it exists (visitors are stored only once they save something). */
export async function findVisitorId(db: Queryable, request: FastifyRequest): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from visitors where token_hash = $1', [hashToken(request.sessionToken)]);
  return rows[0]?.id ?? null;
}

/** The visitor row of this session, created on first use. */
export async function ensureVisitorId(db: Queryable, request: FastifyRequest): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into visitors (token_hash) values ($1)
     on conflict (token_hash) do update set token_hash = excluded.token_hash
     returning id`,
    [hashToken(request.sessionToken)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('visitor upsert returned no row');
  return id;
}
