import type { Db, Queryable } from '../../db/db';
import { bumpDataVersion } from '../../db/dataVersion';
import { checkFeed } from './catalogueFeed';
import { checkPriceList } from './priceList';
import { applyFeed, slugConflicts, type FeedSummary } from './applyFeed';
import { applyPriceList, unknownLots } from './applyPriceList';
import type { ImportProblems } from './importProblems';
import { queuePriceDropAlerts } from '../../shared/priceAlerts/priceDropAlerts';
import { LOT_STATUS_LOCK } from '../../shared/lots/lotStatusLock';

export type ImportFormat = 'json' | 'csv';

export interface ImportReport {
  format: ImportFormat;
  /** False when the file matched the catalogue already (nothing written, no version bump). */
  changed: boolean;
  feed?: FeedSummary;
  price_list?: { updated: number };
  /** Price-drop e-mails queued for confirmed subscribers. */
  alerts_queued: number;
  ms: number;
}

export type ImportOutcome = { report: ImportReport } | { problems: ImportProblems };

/** The format of a file by its content type or name, else by its first character. */
export function formatOf(text: string, hint = ''): ImportFormat {
  if (/json/i.test(hint)) return 'json';
  if (/csv/i.test(hint)) return 'csv';
  return text.trimStart().startsWith('{') ? 'json' : 'csv';
}

class Refused extends Error {
  constructor(readonly problems: ImportProblems) {
    super('import refused');
  }
}

/**
 * Checks a catalogue feed (JSON) or a price list (CSV) and applies it in one transaction: all of it or, when any row
 * is bad, nothing (every bad row named). A change bumps the catalogue version, so caches, feeds and the sitemap follow,
 * and queues the price-drop e-mails in the same transaction. Imports run one at a time, and never beside a booking
 * (LOT_STATUS_LOCK).
 */
export async function importCatalogue(db: Db, text: string, format: ImportFormat, source = 'файл'): Promise<ImportOutcome> {
  const started = performance.now();
  let parsed: unknown;
  if (format === 'json') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { problems: { $: [`not valid JSON: ${(error as Error).message}`] } };
    }
  }
  const priceList = format === 'csv' ? checkPriceList(text) : null;
  if (priceList && 'problems' in priceList) return priceList;
  try {
    const report = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOT_STATUS_LOCK]);
      const result: Omit<ImportReport, 'changed' | 'alerts_queued' | 'ms'> = { format };
      let changes: number;
      if (priceList) {
        const unknown = await unknownLots(tx, priceList.rows);
        if (Object.keys(unknown).length > 0) throw new Refused(unknown);
        result.price_list = await applyPriceList(tx, priceList.rows);
        changes = result.price_list.updated;
      } else {
        const checked = checkFeed(parsed, await cityIds(tx));
        if ('problems' in checked) throw new Refused(checked.problems);
        const conflicts = await slugConflicts(tx, checked.feed);
        if (Object.keys(conflicts).length > 0) throw new Refused(conflicts);
        const feed = await applyFeed(tx, checked.feed);
        result.feed = feed;
        changes = Object.values(feed).reduce((sum: number, counts: Record<string, number>) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);
      }
      const alertsQueued = changes > 0 ? await queuePriceDropAlerts(tx) : 0;
      if (changes > 0) await bumpDataVersion(tx, 'catalogue');
      const summary = { ...result, changed: changes > 0, alerts_queued: alertsQueued, ms: 0 };
      // the import history the sales team reads in the back office
      await tx.query('insert into catalogue_imports (source, format, changed, report) values ($1, $2, $3, $4::jsonb)', [source, format, summary.changed, JSON.stringify(summary)]);
      return summary;
    });
    return { report: { ...report, ms: Math.round(performance.now() - started) } };
  } catch (error) {
    if (error instanceof Refused) return { problems: error.problems };
    throw error;
  }
}

async function cityIds(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ external_id: string }>('select external_id from cities where external_id is not null');
  return new Set(rows.map((row) => row.external_id));
}
