// `Idempotency-Key` on a submission (a lead, a booking): the client sends one key per submission and the same key on
// every retry of it, so a POST whose answer was lost (a process killed mid-request, a 502 from the proxy) can be sent
// again without being stored twice. The first request's answer is kept under the key; a retry gets it again (201,
// `Idempotent-Replayed: true`), a request with the key but another body 422. Parallel requests with one key, on any
// process, take turns on an advisory lock in the transaction that stores the submission: one stores, the others
// answer with what it stored. Keys are kept for a day (a retry comes within minutes); without a key nothing changes.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { ApiError } from './errors';

export const idempotencyMessages = {
  malformed: 'Некорректный заголовок Idempotency-Key.',
  reused: 'Этот ключ Idempotency-Key уже использован для другого запроса.',
};

/** How long a key answers retries; an older one is forgotten when a later submission is stored. */
const KEPT_HOURS = 24;

/** A UUID or any client token of the same kind: 8–128 letters, digits and `-_.:`, bare or as a quoted string. */
const KEY = /^[\w.:-]{8,128}$/;

/** One submission under its key: the scope it belongs to (`lead`, `booking`) and what was submitted, hashed. */
export interface Submission {
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * The request's submission under its `Idempotency-Key`, or null without one. `what` is the validated input: equal
 * submissions give equal fingerprints (the same object shape built by the same code), so a retry matches its first.
 */
export function readSubmission(request: FastifyRequest, scope: string, what: unknown): Submission | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? '' : header.trim()).replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) throw new ApiError(400, { detail: idempotencyMessages.malformed });
  return { scope, key, fingerprint: crypto.createHash('sha256').update(JSON.stringify(what)).digest('base64url') };
}

/** The answer stored under the submission's key; null when none is; 422 when the key came with another body. */
export async function storedAnswer<T>(db: Queryable, submission: Submission): Promise<T | null> {
  const { rows } = await db.query<{ fingerprint: string; answer: T }>('select fingerprint, answer from idempotency_keys where scope = $1 and key = $2', [
    submission.scope,
    submission.key,
  ]);
  const row = rows[0];
  if (!row) return null;
  if (row.fingerprint !== submission.fingerprint) throw new ApiError(422, { detail: idempotencyMessages.reused });
  return row.answer;
}

/**
 * Inside the transaction that stores a submission: once per key. Waits for any other request holding the same key
 * (until its transaction ends), then answers with what is stored under it, or runs `store` and keeps its answer
 * under the key in the same transaction. Without a key, `store` runs as it is.
 */
export async function oncePerKey<T>(tx: Queryable, submission: Submission | null, store: () => Promise<T>): Promise<{ answer: T; replayed: boolean }> {
  if (!submission) return { answer: await store(), replayed: false };
  await tx.query("select pg_advisory_xact_lock(hashtext('idempotency:' || $1 || ':' || $2))", [submission.scope, submission.key]);
  const stored = await storedAnswer<T>(tx, submission);
  if (stored !== null) return { answer: stored, replayed: true };
  const answer = await store();
  await tx.query('delete from idempotency_keys where created_at < now() - make_interval(hours => $1)', [KEPT_HOURS]);
  await tx.query('insert into idempotency_keys (scope, key, fingerprint, answer) values ($1, $2, $3, $4::jsonb)', [
    submission.scope,
    submission.key,
    submission.fingerprint,
    JSON.stringify(answer),
  ]);
  return { answer, replayed: false };
}

/** Marks an answer given again from the key's first request. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}
