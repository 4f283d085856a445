import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/db';
import { requestProtocol } from '../../http/requestOrigin';
import { hashToken } from '../session/visitor';
import type { StaffRole } from './roles';

/**
 * The staff session cookie: HttpOnly, SameSite=Strict, sent to the admin endpoints only, and (the same token) to the
 * shell's previews of drafts, which pass it on to `/api/preview/` to have the draft rendered for staff only.
 */
export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_COOKIE_PATHS = ['/api/admin/', '/admin/preview/'];

export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
  /** the session's token hash (sign-out ends it) */
  session: string;
}

interface SessionRow {
  staff_id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  created_at: Date;
  last_seen_at: Date;
}

function secure(request: FastifyRequest): boolean {
  return requestProtocol(request) === 'https';
}

/** Starts a session for the account: a new random token (never one the client brought), its hash stored. */
export async function startStaffSession(tx: Queryable, request: FastifyRequest, reply: FastifyReply, staffId: number, now: Date): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.query('insert into staff_sessions (token_hash, staff_id, created_at, last_seen_at, ip) values ($1, $2, $3, $3, $4)', [
    hashToken(token),
    staffId,
    now,
    request.ip,
  ]);
  for (const path of STAFF_COOKIE_PATHS) reply.setCookie(STAFF_SESSION_COOKIE, token, { path, httpOnly: true, sameSite: 'strict', secure: secure(request) });
}

/** Ends the session the request carries, if any (sign-out, and the rotation at sign-in). */
export async function endStaffSession(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (token) await db.query('delete from staff_sessions where token_hash = $1', [hashToken(token)]);
  for (const path of STAFF_COOKIE_PATHS) reply.clearCookie(STAFF_SESSION_COOKIE, { path, httpOnly: true, sameSite: 'strict', secure: secure(request) });
}

/**
 * The staff member behind the request's session, or null: no cookie, an unknown or ended session, a disabled
 * account, or past the idle or absolute timeout (such a session is removed). A live session's last use moves on.
 */
export async function findStaffUser(ctx: AppContext, request: FastifyRequest): Promise<StaffUser | null> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const session = hashToken(token);
  const { rows } = await ctx.db.query<SessionRow>(
    `select s.staff_id, a.email, a.role, a.active, s.created_at, s.last_seen_at
       from staff_sessions s join staff_accounts a on a.id = s.staff_id where s.token_hash = $1`,
    [session],
  );
  const row = rows[0];
  if (!row) return null;
  const now = ctx.now();
  const { idleMinutes, maxHours } = ctx.config.staff;
  const idle = now.getTime() - new Date(row.last_seen_at).getTime() > idleMinutes * 60_000;
  const expired = now.getTime() - new Date(row.created_at).getTime() > maxHours * 3_600_000;
  if (!row.active || idle || expired) {
    await ctx.db.query('delete from staff_sessions where token_hash = $1', [session]);
    return null;
  }
  await ctx.db.query('update staff_sessions set last_seen_at = $2 where token_hash = $1', [session, now]);
  return { id: Number(row.staff_id), email: row.email, role: row.role, session };
}
