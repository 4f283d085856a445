// The visitor's phone login.
import type { Queryable } from '../../db/db';

export async function logIn(db: Queryable, visitorId: number, phone: string, now: Date): Promise<void> {
  await db.query('update visitors set phone = $2, logged_in_at = $3 where id = $1', [visitorId, phone, now]);
}

export async function logOut(db: Queryable, visitorId: number): Promise<void> {
  await db.query('update visitors set phone = null, logged_in_at = null where id = $1', [visitorId]);
}

/** The phone the visitor logged in with, or null. */
export async function loggedInPhone(db: Queryable, visitorId: number): Promise<string | null> {
  const { rows } = await db.query<{ phone: string | null }>('select phone from visitors where id = $1', [visitorId]);
  return rows[0]?.phone ?? null;
}
