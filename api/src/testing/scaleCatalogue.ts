import fs from 'node:fs';
import path from 'node:path';
import { importCatalogue, type ImportOutcome } from '../features/catalogue/importCatalogue';
import type { TestApp } from './testApp';
import { scaleFeedText } from './scaleFeed';

/** Imports the deterministic catalogue of `lots` lots (scaleFeed.ts) into a test app's database, as a sales system would. */
export async function importScaleCatalogue(test: TestApp, lots: number, batch?: number): Promise<ImportOutcome> {
  const file = path.join(test.database.workDir, `scale-feed-${lots}.json`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, [...scaleFeedText({ lots })].join(''));
  return importCatalogue(test.db, { file, format: 'json' }, { dataVersion: test.ctx.dataVersion, ...(batch && { batch }) });
}

/** Applies a price list of `rows` (external id and price; free) to a test app's database, as a sales system would. */
export async function importPrices(test: TestApp, rows: ReadonlyArray<{ external_id: string; price: number }>): Promise<ImportOutcome> {
  const file = path.join(test.database.workDir, `prices-${Date.now()}.csv`);
  fs.writeFileSync(file, ['external_id;price;old_price;status', ...rows.map((row) => `${row.external_id};${row.price};;free`)].join('\n'));
  return importCatalogue(test.db, { file, format: 'csv' }, { dataVersion: test.ctx.dataVersion });
}
