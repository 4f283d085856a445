import type { Db, Queryable } from '../../db/db';
import { asSiteWork } from '../../db/fairTurns';
import { FeedCheck, type FeedProject } from './catalogueFeed';
import { readFeed } from './feedReader';
import { readPriceList, CsvError, type PriceListRow } from './priceList';
import { applyProject, emptySummary, markMissingSold, slugConflicts, type FeedSummary } from './applyFeed';
import { applyPriceList, unknownLots } from './applyPriceList';
import type { ImportProblems } from './importProblems';
import { withCatalogueWrites, type CatalogueWrites, type WritesOptions } from './catalogueWrites';
import type { CatalogueSource, ImportFormat } from './catalogueSource';
import { recordImport } from './importHistory';
import { refreshCatalogueStatistics } from './catalogueStatistics';

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

export interface ImportOptions extends WritesOptions {
  /** Where the file came from, for the import history: the feed's URL, `API`, or `файл` (the command line). */
  origin?: string;
}

/** Price list lines checked against the lots per query. */
const ID_BATCH = 2000;
const MAX_LINES_NAMED = 200;

/**
 * Checks a catalogue feed (JSON) or a price list (CSV) whole, and only then applies it: a file with any bad row
 * changes nothing (every bad row named). Both are read as streams, twice (to check, then to apply), never held
 * whole: memory stays within a project of the feed or a batch of the list. The writes go in bounded batches, each
 * its own transaction that bumps the catalogue version with what it changed (so caches, feeds and the sitemap follow
 * batch by batch, and reads and bookings go on in between), with the price-drop e-mails of its lots. One import at a
 * time (a lease, across processes; ImportBusyError otherwise). An import that fails halfway (the database gone)
 * leaves its batches so far; the same file applied again completes it. On PGlite the import is the site's own work,
 * not its request's: each batch takes its turn at the connection behind the reads that arrived before it. An import
 * that changed many lots refreshes the planner's statistics after its last batch (catalogueStatistics.ts).
 */
export async function importCatalogue(db: Db, source: Pick<CatalogueSource, 'file' | 'format'>, { origin = 'файл', ...options }: ImportOptions = {}): Promise<ImportOutcome> {
  const started = performance.now();
  // on PGlite, each of its statements and batches waits its turn behind the requests that came before it
  return asSiteWork(async () => {
    const outcome = await withCatalogueWrites(
      db,
      async (writes): Promise<ImportOutcome> => {
        const outcome = source.format === 'json' ? await importFeed(db, source.file, writes) : await importPriceList(db, source.file, writes);
        if ('problems' in outcome) return outcome;
        const report: ImportReport = { format: source.format, changed: writes.changed, ...outcome, alerts_queued: writes.alerts, ms: Math.round(performance.now() - started) };
        await recordImport(db, origin, report);
        return { report };
      },
      options,
    );
    if ('report' in outcome) await refreshCatalogueStatistics(db, lotsChanged(outcome.report));
    return outcome;
  });
}

const lotsChanged = ({ feed, price_list }: ImportReport) => (feed ? feed.lots.inserted + feed.lots.updated + feed.lots.sold : (price_list?.updated ?? 0));

async function importFeed(db: Db, file: string, writes: CatalogueWrites): Promise<{ feed: FeedSummary } | { problems: ImportProblems }> {
  const check = new FeedCheck(await cityIds(db));
  try {
    for await (const event of readFeed(file)) {
      if (event.kind === 'city') check.city(event.city, event.externalId);
      else if (event.kind === 'project') check.project(event.city, event.project, event.value);
      else check.problem(event.where, event.problem);
    }
  } catch (error) {
    return { problems: { $: [`not valid JSON: ${(error as Error).message}`] } };
  }
  const checked = check.result();
  if ('problems' in checked) return checked;
  const conflicts = await slugConflicts(db, checked.feed.projects);
  if (Object.keys(conflicts).length > 0) return { problems: conflicts };

  const summary = emptySummary();
  for await (const event of readFeed(file)) {
    if (event.kind === 'project') await applyProject(writes, checked.feed.cities.get(event.city) ?? '', event.value as FeedProject, summary);
  }
  await markMissingSold(writes, db, checked.feed.lots, summary);
  return { feed: summary };
}

async function importPriceList(db: Db, file: string, writes: CatalogueWrites): Promise<{ price_list: { updated: number } } | { problems: ImportProblems }> {
  const problems: ImportProblems = {};
  const name = (line: number, reasons: string[]) => {
    if (Object.keys(problems).length < MAX_LINES_NAMED) problems[`line ${line}`] = [...(problems[`line ${line}`] ?? []), ...reasons];
  };
  const lines = new Map<string, number>();
  let pending: PriceListRow[] = [];
  const checkKnown = async () => {
    for (const [line, reasons] of Object.entries(await unknownLots(db, pending))) name(Number(line.slice(5)), reasons);
    pending = [];
  };
  try {
    for await (const item of readPriceList(file)) {
      if ('problems' in item) {
        name(item.line, item.problems);
        continue;
      }
      const first = lines.get(item.row.external_id);
      if (first !== undefined) name(item.line, [`external_id "${item.row.external_id}" repeats line ${first}`]);
      else lines.set(item.row.external_id, item.line);
      pending.push(item.row);
      if (pending.length >= ID_BATCH) await checkKnown();
    }
  } catch (error) {
    if (error instanceof CsvError) return { problems: { [`line ${error.lines ?? 1}`]: [error.message] } };
    throw error;
  }
  await checkKnown();
  if (Object.keys(problems).length > 0) return { problems };

  let updated = 0;
  const apply = async (rows: PriceListRow[]) =>
    writes.apply('lots', async (tx) => {
      const changed = await applyPriceList(tx, rows);
      updated += changed.updated;
      return changed.updated;
    });
  let batch: PriceListRow[] = [];
  for await (const item of readPriceList(file)) {
    if (!('row' in item)) continue;
    batch.push(item.row);
    if (batch.length >= writes.batch) {
      await apply(batch);
      batch = [];
    }
  }
  if (batch.length) await apply(batch);
  return { price_list: { updated } };
}

async function cityIds(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ external_id: string }>('select external_id from cities where external_id is not null');
  return new Set(rows.map((row) => row.external_id));
}
