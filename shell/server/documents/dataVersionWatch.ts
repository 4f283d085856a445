// The API's data versions as this shell server knows them: read from /api/health every `intervalMs`, and taken from
// the `X-Data-Version` header of every API answer the server proxies (so a visitor's own change, a booking say, is
// known here as its answer passes). Cached documents are stamped with them, so a change to the catalogue or the
// content (through any API process) retires them within the API's own bound plus `intervalMs`.
import { endpoints } from '@estate/shared-api';

export interface DataVersionWatch {
  /** The versions ("catalogue:5.content:3"), or null while the API cannot tell them (nothing is cached then). */
  current(): string | null;
  /** Learns from an answer's `X-Data-Version` header (versions only move forward). */
  learn(header: string | string[] | undefined): void;
  stop(): void;
}

interface Health {
  data_versions?: Record<string, number>;
}

export function watchDataVersion(apiUrl: string, intervalMs: number, log: (line: object) => void): DataVersionWatch {
  const versions = new Map<string, number>();
  let known = false;
  const learn = (scope: string, version: number) => {
    if (Number.isFinite(version) && version > (versions.get(scope) ?? 0)) versions.set(scope, version);
  };
  const read = async () => {
    try {
      const response = await fetch(`${apiUrl}${endpoints.health()}`, { signal: AbortSignal.timeout(Math.max(intervalMs, 1000)) });
      const answered = response.ok ? ((await response.json()) as Health).data_versions : undefined;
      if (!answered) throw new Error(`HTTP ${response.status}`);
      for (const [scope, version] of Object.entries(answered)) learn(scope, version);
      known = true;
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
    current: () =>
      known
        ? [...versions.keys()]
            .sort()
            .map((scope) => `${scope}:${versions.get(scope)}`)
            .join('.')
        : null,
    learn(header) {
      for (const part of String(header ?? '').split('.')) {
        const [scope, version] = part.split(':');
        if (scope && version) learn(scope, Number(version));
      }
    },
    stop: () => clearInterval(timer),
  };
}
