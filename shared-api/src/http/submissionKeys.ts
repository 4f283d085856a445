// The `Idempotency-Key` of a submission (a lead, a booking): one key per submission, the same on every resend of it.
// A form sent again with the same body — after a 502, a timeout, a lost connection: its first request may have been
// stored all the same — goes under the key of the first, so the API stores it once and answers with what it stored.
// Once a submission is acknowledged (2xx), or its body differs, the next one is a new submission with a new key.

export interface Submission {
  key: string;
  /** The API acknowledged it: a later identical body is a new submission. */
  acknowledged(): void;
}

/** 128 random bits in hex (`crypto.randomUUID` exists on secure origins only; `getRandomValues` everywhere). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a body submits, comparable across resends: its fields in order (FormData, URLSearchParams) or its JSON. */
function fingerprint(target: string, body: unknown): string {
  const fields = body instanceof FormData || body instanceof URLSearchParams ? [...body.entries()].map(([name, value]) => [name, String(value)]) : body;
  return JSON.stringify([target, fields ?? null]);
}

/** The keys of the submissions not acknowledged yet, by what they submit (one client's, e.g. the page's). */
export class SubmissionKeys {
  private readonly pending = new Map<string, string>();

  /** The submission of `body` to `target` (method and path): an earlier one not acknowledged yet, or a new one. */
  submit(target: string, body: unknown): Submission {
    const print = fingerprint(target, body);
    const key = this.pending.get(print) ?? newKey();
    this.pending.set(print, key);
    return {
      key,
      acknowledged: () => {
        if (this.pending.get(print) === key) this.pending.delete(print);
      },
    };
  }
}
