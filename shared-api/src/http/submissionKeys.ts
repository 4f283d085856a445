// The `Idempotency-Key` of a submission (a lead, a booking): one key per submission, the same on every resend of it.
// A form sent again with the same body — after a 502, a timeout, a lost connection, a reload of the page: its first
// request may have been stored all the same — goes under the key of the first, so the API stores it once and answers
// with what it stored. Once a submission is acknowledged (2xx), or its body differs, the next one is a new submission
// with a new key. In the browser the keys not acknowledged yet live in the tab's sessionStorage, so a reload before
// the answer keeps them; they are kept by a hash of what they submit, never the phone or name itself.

export interface Submission {
  key: string;
  /** The API acknowledged it: a later identical body is a new submission. */
  acknowledged(): void;
}

/** The part of the Web Storage interface the keys need (sessionStorage in a browser). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_ITEM = 'estate:submission-keys';
/** The API answers a key's retries for a day: an older pending key would only be refused as a new submission. */
const KEPT_MS = 23 * 3600_000;

type Pending = Record<string, { key: string; at: number }>;

/** 128 random bits in hex (`crypto.randomUUID` exists on secure origins only; `getRandomValues` everywhere). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a body submits, comparable across resends: its fields in order (FormData, URLSearchParams) or its JSON. */
function fingerprint(target: string, body: unknown): string {
  const fields = body instanceof FormData || body instanceof URLSearchParams ? [...body.entries()].map(([name, value]) => [name, String(value)]) : body;
  return hash(JSON.stringify([target, fields ?? null]));
}

/** cyrb53, twice with different seeds: 106 bits, enough to tell a tab's few submissions apart, and not reversible to a phone. */
function hash(text: string): string {
  const run = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  };
  return `${run(1)}${run(2)}`;
}

/** The tab's sessionStorage, or null where there is none or it refuses (a server, storage disabled). */
export function sessionKeyStorage(): KeyStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The keys of the submissions not acknowledged yet, by what they submit (one client's, or one tab's with storage). */
export class SubmissionKeys {
  private memory: Pending = {};

  constructor(private readonly storage: KeyStorage | null = null) {}

  /** The submission of `body` to `target` (method and path): an earlier one not acknowledged yet, or a new one. */
  submit(target: string, body: unknown): Submission {
    const print = fingerprint(target, body);
    const pending = this.read();
    const key = pending[print]?.key ?? newKey();
    this.write({ ...pending, [print]: { key, at: Date.now() } });
    return {
      key,
      acknowledged: () => {
        const { [print]: entry, ...rest } = this.read();
        if (entry?.key === key) this.write(rest);
      },
    };
  }

  private read(): Pending {
    let pending = this.memory;
    try {
      const stored = this.storage?.getItem(STORAGE_ITEM);
      if (stored) pending = JSON.parse(stored) as Pending;
    } catch {
      // unreadable or refused: the page's memory still holds this page's submissions
    }
    const fresh = Date.now() - KEPT_MS;
    return Object.fromEntries(Object.entries(pending).filter(([, entry]) => typeof entry?.key === 'string' && entry.at > fresh));
  }

  private write(pending: Pending): void {
    this.memory = pending;
    try {
      this.storage?.setItem(STORAGE_ITEM, JSON.stringify(pending));
    } catch {
      // full or refused: kept in the page's memory
    }
  }
}
