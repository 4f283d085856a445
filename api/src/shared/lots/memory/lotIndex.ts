import type { Queryable } from '../../../db/db';
import type { DataVersion } from '../../../db/dataVersion';
import { LotSnapshot } from './lotSnapshot';

export interface LotIndex {
  /**
   * The lots as of the catalogue version this process knows, brought up to date first when it moved (one update
   * at a time, shared by the requests waiting for it). Null while the versions may be outdated (`live()` false):
   * then the caller reads the database.
   */
  current(): Promise<LotSnapshot | null>;
}

/**
 * The catalogue's lots kept in this process's memory for selections and facets, following the catalogue's
 * versions as every cache does: loaded whole once, then only the lots each version changed are read again (a
 * change of anything, or one older than the changes kept, loads it whole again).
 */
export function lotIndex(db: Queryable, dataVersion: DataVersion): LotIndex {
  let kept: LotSnapshot | null = null;
  let updating: Promise<LotSnapshot> | null = null;

  async function update(): Promise<LotSnapshot> {
    const version = dataVersion.current('catalogue');
    const changes = kept && dataVersion.changesSince('catalogue', kept.version);
    const ids = changes && changes.every((change) => change.lots !== null) ? [...new Set(changes.flatMap((change) => change.lots!.flatMap((lot) => lot.ids)))] : null;
    if (kept && ids && (await kept.apply(db, ids, version))) return kept;
    kept = await LotSnapshot.load(db, version);
    return kept;
  }

  return {
    async current() {
      if (!dataVersion.live()) return null;
      while (kept?.version !== dataVersion.current('catalogue')) {
        updating ??= update().finally(() => (updating = null));
        await updating;
      }
      return kept;
    },
  };
}
