import type { Db, Queryable } from './db';
import { KEPT_CHANGES, readCatalogueChanges, recordCatalogueChange, type LotChange } from './catalogueChanges';

/** What a version covers: lots, prices, statuses and projects; or editorial content (publications, pages). */
export type DataScope = 'catalogue' | 'content';
export const DATA_SCOPES: readonly DataScope[] = ['catalogue', 'content'];

const CHANNEL = 'data_versions';

/**
 * What one version of a scope changed: only these lots (a booking, a price list, an import's batch of lots), or
 * anything (`lots: null`: the structure of the catalogue, a seed, any change of the content).
 */
export interface DataChange {
  version: number;
  lots: readonly LotChange[] | null;
  /** Of a change of anything (`lots` null): the ids of the lots it changed, or null when they were too many. */
  lotIds?: readonly number[] | null;
}

/** What a bump says it changed: only lots (what the lots' triggers recorded in the transaction), or anything. */
export type ChangeExtent = 'lots' | 'anything';

/**
 * The version of the data behind every cache, shared by all API processes through the `data_versions` table.
 *
 * Freshness: a change is bumped in the transaction that makes it, and PostgreSQL `NOTIFY` tells every process at
 * commit (milliseconds). Should a notification be lost (the listening connection dropped, or stalled: its heartbeat
 * notices), each process also reads the table every `pollMs` and after every reconnection, so no process serves
 * data older than `pollMs` plus one query (1 s by default); `status()` says whether it listens or polls, and since
 * when. PGlite is one process: its notification arrives at commit.
 */
export interface DataVersion {
  /** The newest version this process knows (no query: cheap enough for every request's cache key). */
  current(scope: DataScope): number;
  /**
   * The changes of `scope` after `version`, up to the current one, oldest first: what a cache built at `version`
   * must check itself against. Null when they are not all known (older than the changes kept): treat it as outdated.
   */
  changesSince(scope: DataScope, version: number): readonly DataChange[] | null;
  /**
   * Bumps `scope` inside `tx`, the change's own transaction, as the last thing it writes; everyone hears of it when
   * `tx` commits. `extent` 'lots': the transaction changed only lots (the catalogue's triggers recorded which).
   */
  bump(tx: Queryable, scope: DataScope, extent?: ChangeExtent): Promise<number>;
  /**
   * Runs `work` in a transaction that bumps `scope`, and knows the new version as soon as it commits: this process's
   * next read sees its own change without waiting for the notification (read-your-writes for the caches).
   */
  change<T>(scope: DataScope, work: (tx: Queryable) => Promise<T>, extent?: ChangeExtent): Promise<T>;
  /** Calls `listener` with each newer version of `scope`; returns the unsubscribe function. */
  onChange(scope: DataScope, listener: (version: number) => void): () => void;
  /**
   * Whether the versions this process holds are current within the stated bound: it hears of changes as they
   * commit, or (the notification connection down) its last read of the table began within two poll periods. While
   * they may be outdated (the database unreachable), caches answer nothing from memory.
   */
  live(): boolean;
  /**
   * Resolves once `live()` holds: at once, or when the listening connection is back or a read of the table succeeds;
   * after `close`, never (the waiters are let go).
   */
  whenLive(): Promise<void>;
  /** How this process learns of changes now, and since when (for logs, readiness and metrics). */
  status(): DataVersionStatus;
  /** Reads the table now (the periodic fallback; also handy in tests). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How the process hears of changes, for readiness and metrics: `polling` while the notification connection is down,
 * even when the last read of the table keeps the caches `live()`.
 */
export function listenerState(dataVersion: DataVersion): { listener: DataVersionStatus['mode']; listener_since: string } {
  const { mode, since } = dataVersion.status();
  return { listener: mode, listener_since: since.toISOString() };
}

/**
 * Bumps `scope` in `tx` and notifies at commit; for writers that have no `DataVersion` at hand (the seed, imports).
 * A catalogue bump records what it changed (`extent`) for the caches: call it after the transaction's last write.
 */
export async function bumpDataVersion(tx: Queryable, scope: DataScope, extent: ChangeExtent = 'anything'): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `with bumped as (update data_versions set version = version + 1, changed_at = now() where scope = $1 returning scope, version)
     select version, pg_notify('${CHANNEL}', scope || ':' || version) from bumped`,
    [scope],
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error(`unknown data scope ${scope}`);
  if (scope === 'catalogue') await recordCatalogueChange(tx, Number(version), extent === 'lots' ? 'lots' : null);
  return Number(version);
}

export interface DataVersionStatus {
  /**
   * `listening`: each change arrives as it commits (and the table is still read every `pollMs`); `polling`: the
   * notification connection is down and being re-established, changes arrive with the next read of the table.
   */
  mode: 'listening' | 'polling';
  since: Date;
  /** When the last successful read of the table began (null before the first). */
  lastReadAt: Date | null;
}

export interface DataVersionOptions {
  /** How often PostgreSQL processes re-read the table as a fallback for lost notifications; 0 turns it off. */
  pollMs: number;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  now?: () => Date;
}

/** Reads the versions, listens for bumps and (on PostgreSQL) polls; resolves once the versions are known. */
export async function startDataVersion(db: Db, options: DataVersionOptions): Promise<DataVersion> {
  const known = new Map<DataScope, number>();
  const listeners = new Map<DataScope, Set<(version: number) => void>>();
  /** The catalogue's changes this process knows, oldest first, each one version after the other from `horizon`. */
  let catalogueChanges: DataChange[] = [];
  let horizon = 0;

  const announce = (scope: DataScope, version: number) => {
    known.set(scope, version);
    for (const listener of listeners.get(scope) ?? []) {
      try {
        listener(version);
      } catch (error) {
        options.log.warn({ err: error, scope }, 'data version listener failed');
      }
    }
  };
  // A catalogue version counts as known once what it changed is read (the caches check themselves against it);
  // versions are learnt one read at a time, in order.
  let reading: Promise<void> = Promise.resolve();
  const learnCatalogue = (version: number) => {
    const read = reading.then(async () => {
      const from = known.get('catalogue') ?? 0;
      if (!(version > from)) return;
      const changes = from === 0 ? [] : await readCatalogueChanges(db, from, version);
      if (changes.length === version - from && changes.every((change, index) => change.version === from + index + 1)) {
        catalogueChanges = [...catalogueChanges, ...changes].slice(-KEPT_CHANGES);
      } else {
        catalogueChanges = []; // a gap (older than the changes kept): everything cached before is outdated
        horizon = version;
      }
      announce('catalogue', version);
    });
    reading = read.catch(() => undefined); // a failed read is retried with the next version heard of
    return read;
  };
  const learn = async (scope: string, version: number) => {
    const scoped = scope as DataScope;
    if (!DATA_SCOPES.includes(scoped) || !(version > (known.get(scoped) ?? 0))) return;
    if (scoped === 'catalogue') await learnCatalogue(version);
    else announce(scoped, version);
  };
  const learnQuietly = (scope: string, version: number) =>
    learn(scope, version).catch((error: unknown) => options.log.warn({ err: error, scope }, 'data version changes could not be read'));

  const now = options.now ?? (() => new Date());
  let lastReadAt: Date | null = null;
  // polling until the first connection listens; every change of mode is logged once
  let status: Omit<DataVersionStatus, 'lastReadAt'> = { mode: 'polling', since: now() };
  let listenedBefore = false;
  const live = () =>
    status.mode === 'listening' ||
    (options.pollMs > 0 && lastReadAt !== null && now().getTime() - lastReadAt.getTime() <= 2 * options.pollMs);
  /** Who waits for `live()`: told after each event that may have made it hold (its loss is only seen when asked). */
  let liveWaiters: Array<() => void> = [];
  const wakeIfLive = () => {
    if (!live()) return;
    const waiters = liveWaiters;
    liveWaiters = [];
    for (const wake of waiters) wake();
  };

  const refresh = async () => {
    const startedAt = now();
    const { rows } = await db.query<{ scope: string; version: number }>(
      'select scope, version from data_versions',
    );
    for (const row of rows) await learn(row.scope, Number(row.version));
    if (!lastReadAt || startedAt > lastReadAt) lastReadAt = startedAt;
    wakeIfLive();
  };
  const refreshQuietly = () =>
    refresh().catch((error: unknown) => options.log.warn({ err: error }, 'data versions could not be read'));

  await refresh();
  const unlisten = await db.listen(CHANNEL, {
    onNotify: (payload) => {
      const [scope, version] = payload.split(':');
      void learnQuietly(scope ?? '', Number(version));
    },
    onListening: () => {
      if (listenedBefore) options.log.info({ down_ms: now().getTime() - status.since.getTime() }, 'data version notifications are back');
      listenedBefore = true;
      status = { mode: 'listening', since: now() };
      wakeIfLive();
      void refreshQuietly();
    },
    onError: (error) => {
      if (status.mode === 'polling') {
        options.log.warn({ err: error, polling_since: status.since.toISOString() }, 'data version notifications still down: polling the table');
        return;
      }
      status = { mode: 'polling', since: now() };
      options.log.warn({ err: error, poll_ms: options.pollMs }, 'data version notifications lost: polling the table until they are back');
    },
  });
  const poll =
    db.kind === 'postgres' && options.pollMs > 0
      ? setInterval(() => void refreshQuietly(), options.pollMs)
      : null;
  poll?.unref();

  return {
    current(scope) {
      return known.get(scope) ?? 0;
    },
    changesSince(scope, version) {
      const latest = known.get(scope) ?? 0;
      if (version === latest) return [];
      if (scope !== 'catalogue' || version < horizon || version > latest) return null;
      const first = catalogueChanges[0]?.version ?? latest + 1;
      if (version + 1 < first) return null;
      return catalogueChanges.filter((change) => change.version > version);
    },
    live,
    whenLive: () => (live() ? Promise.resolve() : new Promise((resolve) => liveWaiters.push(resolve))),
    status: () => ({ ...status, lastReadAt }),
    bump: bumpDataVersion,
    async change(scope, work, extent) {
      let version = 0;
      const result = await db.transaction(async (tx) => {
        const value = await work(tx);
        version = await bumpDataVersion(tx, scope, extent);
        return value;
      });
      await learn(scope, version);
      return result;
    },
    onChange(scope, listener) {
      const set = listeners.get(scope) ?? new Set();
      listeners.set(scope, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    refresh,
    async close() {
      if (poll) clearInterval(poll);
      liveWaiters = [];
      await unlisten();
    },
  };
}
