import type { Queryable } from '../../../db/db';
import type { DataVersion } from '../../../db/dataVersion';
import { asSiteWork } from '../../../db/fairTurns';
import type { LotKind } from '../../../domain/lotVocabulary';
import { LotSnapshot } from './lotSnapshot';

export interface LotIndex {
  /**
   * The lots as of the catalogue version this process knows, brought up to date first when only lots changed (one
   * update at a time, shared by the requests waiting for it). Null while they are being loaded whole (at the first
   * request, after a change too large to name its lots) and while the versions may be outdated (`live()` false): then
   * the caller reads the database.
   */
  current(): Promise<LotSnapshot | null>;
  close(): void;
}

/**
 * The catalogue's lots kept in this process's memory for selections and facets, following the catalogue's versions
 * as every cache does: loaded whole in the background, then only the lots each version changed are read again (and,
 * after a change of anything, such as a project's structure, the projects' and buildings' names). A change too large to
 * name its lots, or one older than the changes kept, loads them whole again; requests meanwhile read the database
 * instead of waiting (a load of 100,000 lots takes about two seconds on PostgreSQL). The index does not wait for a
 * request to do so: it loads when it is made and follows each version it hears of, so the first visitors after a
 * start or an import find the lots in memory. `sorted`: the lists of kinds requests ask for, whose orderings each load
 * sorts ahead of them (none: each when first asked for). `close` stops the following.
 */
export function lotIndex(db: Queryable, dataVersion: DataVersion, sorted: readonly (readonly LotKind[])[]): LotIndex {
  let kept: LotSnapshot | null = null;
  let loading: Promise<void> | null = null;
  let applying: Promise<boolean> | null = null;

  const load = () => {
    const version = dataVersion.current('catalogue');
    loading ??= LotSnapshot.load(db, version, { sorted })
      .then((snapshot) => {
        kept = snapshot;
        follow(); // to the versions that came while it loaded
      })
      .catch(() => undefined) // the next request tries again (the database answers it meanwhile)
      .finally(() => (loading = null));
  };

  const index: LotIndex = {
    async current() {
      if (!dataVersion.live()) return null;
      for (;;) {
        const version = dataVersion.current('catalogue');
        if (kept?.version === version) return kept;
        if (loading) return null;
        const changes = kept && dataVersion.changesSince('catalogue', kept.version);
        // the lots each change names (a change of anything names them apart, with the names to read again)
        const named = changes?.map(
          (change) => change.lots?.flatMap((lot) => lot.ids) ?? change.lotIds ?? null,
        );
        if (!kept || !changes || !named || named.some((ids) => ids === null)) {
          load();
          return null;
        }
        const snapshot = kept;
        const names = changes.some((change) => change.lots === null);
        applying ??= snapshot
          .apply(db, [...new Set(named.flat() as number[])], version, names)
          .finally(() => (applying = null));
        if (!(await applying)) {
          load(); // a lot of a project or building it does not know
          return null;
        }
      }
    },
    close() {
      closed = true;
      stopFollowing();
    },
  };
  let closed = false;
  let waitingForLive: Promise<void> | null = null;
  /**
   * Brings the lots up to date as the site's own work (on PGlite it shares the connection with the requests, and it
   * is no request's, whichever made the change). While the versions may be outdated (at a start with the database
   * away) it waits for them to be live; a failure leaves the work to the next version or request (the database
   * answers meanwhile).
   */
  const follow = () => {
    if (closed) return;
    if (!dataVersion.live()) {
      waitingForLive ??= dataVersion.whenLive().then(() => {
        waitingForLive = null;
        follow();
      });
      return;
    }
    void asSiteWork(() => index.current()).catch(() => undefined);
  };
  const stopFollowing = dataVersion.onChange('catalogue', follow);
  follow();
  return index;
}
