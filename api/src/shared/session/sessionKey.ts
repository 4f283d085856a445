import crypto from 'node:crypto';
import type { Queryable } from '../../db/db';

/**
 * The key that signs session ids: made once, kept in the database, so every API process and every restart shares
 * it without configuration. Read on first use; a failed read (database down) is retried by the next request.
 */
export function sessionKeyLoader(db: Queryable): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    key ??= (async () => {
      await db.query("insert into server_secrets (name, value) values ('session', $1) on conflict (name) do nothing", [crypto.randomBytes(32).toString('hex')]);
      const { rows } = await db.query<{ value: string }>("select value from server_secrets where name = 'session'");
      if (!rows[0]) throw new Error('session key missing');
      return Buffer.from(rows[0].value, 'hex');
    })().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}

/** A new session id: 32 random bytes and their HMAC, so only ids this server issued pass `isIssued`. */
export function issueSessionId(key: Buffer): string {
  const random = crypto.randomBytes(32).toString('hex');
  return `${random}.${crypto.createHmac('sha256', key).update(random).digest('base64url')}`;
}

export function isIssued(key: Buffer, id: string | undefined): id is string {
  const match = id === undefined ? null : /^([0-9a-f]{64})\.([\w-]{43})$/.exec(id);
  if (!match) return false;
  const expected = crypto.createHmac('sha256', key).update(match[1]!).digest();
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
