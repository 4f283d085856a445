import crypto from 'node:crypto';
import type { Db, Queryable } from '../../db/db';
import { bumpDataVersion, type ChangeExtent, type DataVersion } from '../../db/dataVersion';
import { LOT_STATUS_LOCK } from '../../shared/lots/lotStatusLock';
import { queuePriceDropAlerts } from '../../shared/priceAlerts/priceDropAlerts';

/** Lots written per transaction: short enough that reads (on PGlite, queued for its one connection) wait little. */
export const LOT_BATCH = 500;
/** How long the import lease lasts past its last batch (a stopped importer frees it by then). */
const LEASE = '2 minutes';

/**
 * An import's writes, batch by batch: each in a transaction of its own under the lot status lock (so a batch never
 * overwrites a hold a booking made after it read the lots, and bookings go on between batches), renewing the import
 * lease, and — when it changed anything — queueing the price-drop e-mails and bumping the catalogue version with what
 * it changed, so caches, feeds and pages follow each batch.
 */
export interface CatalogueWrites {
  readonly batch: number;
  /** Runs `work`, which returns how many rows it changed; `extent`: what such a change may touch (see DataVersion). */
  apply(extent: ChangeExtent, work: (tx: Queryable) => Promise<number>): Promise<void>;
  /** Whether any batch changed anything, and the e-mails queued. */
  readonly changed: boolean;
  readonly alerts: number;
}

export class ImportBusyError extends Error {
  constructor() {
    super('another catalogue import is running');
  }
}

export interface WritesOptions {
  /** This process's versions: they learn each batch as it commits (its next read sees it). */
  dataVersion?: DataVersion;
  batch?: number;
}

/**
 * Takes the import lease (one import at a time across API processes and command-line runs), runs `work` with the
 * writes it makes, and gives the lease back. Throws ImportBusyError when another import holds it.
 */
export async function withCatalogueWrites<T>(db: Db, work: (writes: CatalogueWrites) => Promise<T>, { dataVersion, batch = LOT_BATCH }: WritesOptions = {}): Promise<T> {
  const holder = crypto.randomUUID();
  const { rowCount } = await db.query(
    `insert into catalogue_import_lease (id, holder, expires_at) values (1, $1, now() + interval '${LEASE}')
     on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at where catalogue_import_lease.expires_at < now()`,
    [holder],
  );
  if (rowCount === 0) throw new ImportBusyError();
  let changed = false;
  let alerts = 0;
  const writes: CatalogueWrites = {
    batch,
    async apply(extent, run) {
      const bumped = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [LOT_STATUS_LOCK]);
        const renewed = await tx.query(`update catalogue_import_lease set expires_at = now() + interval '${LEASE}' where holder = $1`, [holder]);
        if (renewed.rowCount === 0) throw new ImportBusyError(); // lapsed, and taken by another import
        if ((await run(tx)) === 0) return false;
        alerts += await queuePriceDropAlerts(tx);
        await bumpDataVersion(tx, 'catalogue', extent);
        return true;
      });
      if (!bumped) return;
      changed = true;
      await dataVersion?.refresh();
    },
    get changed() {
      return changed;
    },
    get alerts() {
      return alerts;
    },
  };
  try {
    return await work(writes);
  } finally {
    await db.query('delete from catalogue_import_lease where holder = $1', [holder]);
  }
}
