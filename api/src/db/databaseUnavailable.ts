/**
 * The database cannot serve this request now: a dropped connection, a restart or failover, a statement past its
 * timeout, or (PGlite) a turn not given within the queue's bound. The request gets a 503 `{detail}` whose
 * `Retry-After` says when trying again makes sense.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    cause: unknown,
    readonly retryAfterSeconds = 5,
  ) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Connection-level failures: socket errors, SQLSTATE class 08 and the server shutting down or starting (57P0x). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENOENT']);

/** The connection is gone or in an unknown state: it must not serve another statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i.test(error.message);
}

/**
 * What a client should hear as "try again shortly" rather than a server error: a connection failure, a statement
 * cancelled by `statement_timeout` (57014), or a server refusing connections (53300 too many clients).
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isConnectionFailure(error) || code === '57014' || code === '53300';
}

/** A transient failure as DatabaseUnavailableError (once), anything else unchanged. */
export function unavailableOrSame(error: unknown): unknown {
  return !(error instanceof DatabaseUnavailableError) && isTransient(error) ? new DatabaseUnavailableError(error) : error;
}
