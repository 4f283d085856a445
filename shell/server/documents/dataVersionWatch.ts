// The API's data versions as this shell server knows them: read from the API's `/api/data_versions/` every
// `intervalMs`, and taken from the `X-Data-Version` header of every API answer the server proxies (so a visitor's own
// change, a booking say, is known here as its answer passes). Behind a balancer each read may reach another API
// process; the newest version heard of counts. A rendered document is stamped with the versions its own answers
// carried (see renderApi.ts), and kept only when they are these: a change (through any API process) retires the
// documents within the API's own bound plus `intervalMs`, and a render read from a process still behind is not kept.
import { endpoints } from '@estate/shared-api';

export interface DataVersionWatch {
  /** The versions ("catalogue:5.content:3"), or null while the API cannot tell them (nothing is cached then). */
  current(): string | null;
  /** Learns from an answer's `X-Data-Version` header (versions only move forward). */
  learn(header: string | string[] | undefined): void;
  /** Every scope's version heard of (for the metrics). */
  known(): ReadonlyMap<string, number>;
  /** When the API's versions were last read (Date.now()); null before the first read. */
  lastReadAt(): number | null;
  stop(): void;
}

/** The scope → version pairs of an `X-Data-Version` header (`catalogue:5.content:3`). */
export function parseVersions(header: string | string[] | undefined): Map<string, number> {
  const versions = new Map<string, number>();
  for (const part of String(header ?? '').split('.')) {
    const [scope, version] = part.split(':');
    if (scope && version && /^\d+$/.test(version)) versions.set(scope, Number(version));
  }
  return versions;
}

/** One spelling of a set of versions, scopes sorted: `catalogue:5.content:3`; null when there are none. */
export function versionsText(versions: ReadonlyMap<string, number>): string | null {
  if (versions.size === 0) return null;
  return [...versions.keys()]
    .sort()
    .map((scope) => `${scope}:${versions.get(scope)}`)
    .join('.');
}

/** A read slower than this counts as the API not telling (a slow one keeps what was known until it answers). */
const READ_TIMEOUT_MS = 5000;

export function watchDataVersion(apiUrl: string, intervalMs: number, log: (line: object) => void): DataVersionWatch {
  const versions = new Map<string, number>();
  let known = false;
  let readAt: number | null = null;
  const learn = (scope: string, version: number) => {
    if (Number.isFinite(version) && version > (versions.get(scope) ?? 0)) versions.set(scope, version);
  };
  const read = async () => {
    try {
      const response = await fetch(`${apiUrl}${endpoints.dataVersions()}`, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      const answered = response.ok ? ((await response.json()) as Record<string, number>) : null;
      if (!answered) throw new Error(`HTTP ${response.status}`);
      for (const [scope, version] of Object.entries(answered)) learn(scope, version);
      known = true;
      readAt = Date.now();
    } catch (error) {
      if (known) log({ level: 'warn', msg: 'data versions unavailable: documents are not cached', error: String(error) });
      known = false;
    }
  };
  void read();
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void read().finally(() => (reading = false));
  }, intervalMs);
  timer.unref();
  return {
    current: () => (known ? versionsText(versions) : null),
    learn(header) {
      for (const [scope, version] of parseVersions(header)) learn(scope, version);
    },
    known: () => versions,
    lastReadAt: () => readAt,
    stop: () => clearInterval(timer),
  };
}
