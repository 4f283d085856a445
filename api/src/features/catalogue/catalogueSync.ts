import type { Db } from '../../db/db';
import type { DataVersion } from '../../db/dataVersion';
import { importCatalogue } from './importCatalogue';
import { IMPORT_BODY_LIMIT, openCatalogueSource } from './catalogueSource';
import { ImportBusyError } from './catalogueWrites';
import type { OutboxSignal } from '../../shared/outbox/outbox';

export interface CatalogueSync {
  /** Fetches and applies the feed now; never throws (a failure is logged and the next round tries again). */
  runOnce(): Promise<void>;
  /** No more rounds; resolves when the one in flight has finished. */
  stop(): Promise<void>;
}

interface SyncLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Applies the sales system's feed from `feedUrl` every `minutes` (CATALOGUE_FEED_URL, CATALOGUE_SYNC_MINUTES). Rounds
 * never overlap; several API processes may sync at once, since imports take a lock and an unchanged feed writes nothing.
 */
export function startCatalogueSync(db: Db, options: { feedUrl: string; minutes: number; log: SyncLog; outbox: OutboxSignal; dataVersion?: DataVersion }): CatalogueSync {
  const { feedUrl, log } = options;
  let round: Promise<void> | null = null;
  const runOnce = () =>
    (round ??= (async () => {
      try {
        const source = await openCatalogueSource(feedUrl, IMPORT_BODY_LIMIT);
        try {
          const outcome = await importCatalogue(db, source, { origin: feedUrl, ...(options.dataVersion && { dataVersion: options.dataVersion }) });
          if ('problems' in outcome) log.error({ feed: feedUrl, problems: outcome.problems }, 'catalogue feed refused; the catalogue is unchanged');
          else {
            log.info({ feed: feedUrl, ...outcome.report }, 'catalogue synced');
            if (outcome.report.alerts_queued > 0) options.outbox.wake();
          }
        } finally {
          await source.dispose();
        }
      } catch (error) {
        if (error instanceof ImportBusyError) log.info({ feed: feedUrl }, 'catalogue sync skipped: another import is running');
        else log.warn({ err: error, feed: feedUrl }, 'catalogue sync failed; retrying next round');
      } finally {
        round = null;
      }
    })());
  const timer = setInterval(() => void runOnce(), options.minutes * 60_000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
