import fs from 'node:fs';
import { parse, CsvError } from 'csv-parse';
import type { LotStatus } from '../../shared/lots/lotSchemas';
import { LOT_STATUSES } from '../../domain/lotVocabulary';

/** One row of a price list: `external_id;price;old_price;status` (old_price may be empty). */
export interface PriceListRow {
  line: number;
  external_id: string;
  price: number;
  old_price: number | null;
  status: LotStatus;
}

export const PRICE_LIST_HEADER = ['external_id', 'price', 'old_price', 'status'];
const MAX_PRICE = 2_000_000_000;

function roubles(raw: string): number | null {
  const value = Number(raw.replace(/\s/g, ''));
  return Number.isInteger(value) && value >= 1 && value <= MAX_PRICE ? value : null;
}

/** A line of a price list: a row, or what is wrong with it. */
export type PriceListLine = { line: number; row: PriceListRow } | { line: number; problems: string[] };

/**
 * Reads a price list from `file` as a stream, line by line: each well-formed row, or the line's problems (the header
 * is line 1). Malformed CSV ends the reading with a CsvError that says its line.
 */
export async function* readPriceList(file: string): AsyncGenerator<PriceListLine> {
  const parser = fs
    .createReadStream(file)
    .pipe(parse({ delimiter: ';', bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }));
  let header = true;
  // With `info`, each record comes with where it was read (the types do not follow that option).
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const line = info.lines;
    if (header) {
      header = false;
      if (record.join(';').toLowerCase() !== PRICE_LIST_HEADER.join(';')) yield { line: 1, problems: [`the header must be ${PRICE_LIST_HEADER.join(';')}`] };
      continue;
    }
    if (record.length !== 4) {
      yield { line, problems: [`expected 4 fields, got ${record.length}`] };
      continue;
    }
    const [externalId = '', rawPrice = '', rawOld = '', status = ''] = record;
    const problems: string[] = [];
    const price = roubles(rawPrice);
    const oldPrice = rawOld === '' ? null : roubles(rawOld);
    if (externalId === '') problems.push('external_id is empty');
    if (price === null) problems.push(`price "${rawPrice}" is not a whole number of roubles from 1 to ${MAX_PRICE}`);
    if (rawOld !== '' && oldPrice === null) problems.push(`old_price "${rawOld}" is not a whole number of roubles (or empty)`);
    if (price !== null && oldPrice !== null && oldPrice <= price) problems.push('old_price must be greater than price');
    if (!LOT_STATUSES.includes(status as LotStatus)) problems.push(`status "${status}" is not one of ${LOT_STATUSES.join(', ')}`);
    yield problems.length || price === null
      ? { line, problems }
      : { line, row: { line, external_id: externalId, price, old_price: oldPrice, status: status as LotStatus } };
  }
  if (header) yield { line: 1, problems: [`the header must be ${PRICE_LIST_HEADER.join(';')}`] };
}

export { CsvError };
