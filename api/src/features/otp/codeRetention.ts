// Login codes and the development SMS outbox hold phone numbers and client addresses: they are kept one day — the
// limits count the past hour, the resend interval a minute — and then deleted, in every API process's hourly round.
import type { Db } from '../../db/db';
import { everyRound } from '../../shared/periodic/everyRound';

export const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
const ROUND_MS = 60 * 60 * 1000;

/** Deletes the codes and outbox messages older than the retention; returns how many of each. */
export async function pruneOldCodes(db: Db, now: Date): Promise<{ codes: number; messages: number }> {
  const before = new Date(now.getTime() - CODE_RETENTION_MS);
  const codes = await db.query('delete from otp_codes where created_at < $1', [before]);
  const messages = await db.query('delete from sms_outbox where created_at < $1', [before]);
  return { codes: codes.rowCount, messages: messages.rowCount };
}

interface RetentionLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export function startCodeRetention(db: Db, options: { now: () => Date; log: RetentionLog }): { stop(): Promise<void> } {
  return everyRound(
    () =>
      pruneOldCodes(db, options.now())
        .then((pruned) => {
          if (pruned.codes + pruned.messages > 0) options.log.info(pruned, 'login codes past their retention deleted');
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'deleting old login codes failed; retrying next round')),
    ROUND_MS,
  );
}
