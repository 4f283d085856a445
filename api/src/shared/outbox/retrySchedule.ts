/** When a failed delivery is tried again: 5 s after the first failure, doubling, at most 10 minutes apart. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 10 * 60_000;
/** A message still failing this long after its first failure goes to the dead letters (until an operator re-sends it). */
export const DEAD_LETTER_AFTER_MS = 24 * 60 * 60_000;

/** The pause after the `attempt`-th failed attempt (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}
