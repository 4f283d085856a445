// The shell server's Prometheus series beyond the kit's (requests and latency per route, the process): what the
// document cache did with each page request, how long renders take per remote, and how current the server's
// knowledge of the API's data versions is (read at scrape time from the watch).
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { createRegistry, LATENCY_BUCKETS } from '@estate/server-kit';

/**
 * What answered a page request: a cached document (`hit`, also when it waited for another request's render), one
 * rendered for the cache by this request (`miss`), the last good rendering standing in for a render past its budget
 * (`stale`), or a document rendered for this visitor alone (`bypass`: their own page, the cache off, versions unknown).
 */
export type DocumentOutcome = 'hit' | 'miss' | 'stale' | 'bypass';

/** What the data-version series read: the versions known (scope → version) and when they were last read. */
export interface DataVersionSource {
  known(): ReadonlyMap<string, number>;
  /** Date.now() of the last successful read of the API's versions; null before the first. */
  lastReadAt(): number | null;
}

export interface ShellMetrics {
  registry: Registry;
  documentServed(outcome: DocumentOutcome): void;
  /** One document rendered (its data, the page module, React), by the remote whose page it is (`shell`: its own). */
  rendered(remote: string, seconds: number): void;
  /** The series of the server's data versions, once the watch exists. */
  followDataVersions(source: DataVersionSource): void;
}

export function createShellMetrics(now: () => number = Date.now): ShellMetrics {
  const registry = createRegistry('shell');
  const startedAt = now();
  const documents = new Counter({
    name: 'shell_document_cache_lookups_total',
    help: 'Page requests by what answered them: hit (cached), miss (rendered for the cache), stale (last good rendering past the render budget), bypass (rendered for the visitor).',
    labelNames: ['result'],
    registers: [registry],
  });
  for (const result of ['hit', 'miss', 'stale', 'bypass']) documents.inc({ result }, 0);
  const renders = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time to render a document (its data, the page module, React), by the remote whose page it is.',
    labelNames: ['remote'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    documentServed: (outcome) => documents.inc({ result: outcome }),
    rendered: (remote, seconds) => renders.observe({ remote }, seconds),
    followDataVersions(source) {
      new Gauge({
        name: 'shell_data_version',
        help: 'The API data versions this server knows, per scope (documents are stamped and retired by them).',
        labelNames: ['scope'],
        registers: [registry],
        collect() {
          for (const [scope, version] of source.known()) this.set({ scope }, version);
        },
      });
      new Gauge({
        name: 'shell_data_version_lag_seconds',
        help: 'How long ago this server last read the API data versions (a change shows within it plus the API lag); grows while the API cannot tell them.',
        registers: [registry],
        collect() {
          this.set((now() - (source.lastReadAt() ?? startedAt)) / 1000);
        },
      });
    },
  };
}
