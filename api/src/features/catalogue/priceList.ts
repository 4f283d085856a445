import { parse, CsvError } from 'csv-parse/sync';
import type { LotStatus } from '../../shared/lots/lotSchemas';
import { LOT_STATUSES } from '../../domain/lotVocabulary';
import type { ImportProblems } from './importProblems';

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

/** Parses and checks a price list; every bad line is named with its reasons. */
export function checkPriceList(text: string): { rows: PriceListRow[] } | { problems: ImportProblems } {
  const problems: ImportProblems = {};
  const add = (line: number, problem: string) => (problems[`line ${line}`] ??= []).push(problem);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the types do not follow that option).
    records = parse(text, { delimiter: ';', bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return { problems: { [`line ${error.lines ?? 1}`]: [error.message] } };
    throw error;
  }
  const [header, ...body] = records;
  if (!header || header.record.join(';').toLowerCase() !== PRICE_LIST_HEADER.join(';')) {
    return { problems: { 'line 1': [`the header must be ${PRICE_LIST_HEADER.join(';')}`] } };
  }
  const rows: PriceListRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== 4) {
      add(line, `expected 4 fields, got ${record.length}`);
      continue;
    }
    const [externalId = '', rawPrice = '', rawOld = '', status = ''] = record;
    const price = roubles(rawPrice);
    const oldPrice = rawOld === '' ? null : roubles(rawOld);
    if (externalId === '') add(line, 'external_id is empty');
    else if (seen.has(externalId)) add(line, `external_id "${externalId}" repeats line ${seen.get(externalId)}`);
    else seen.set(externalId, line);
    if (price === null) add(line, `price "${rawPrice}" is not a whole number of roubles from 1 to ${MAX_PRICE}`);
    if (rawOld !== '' && oldPrice === null) add(line, `old_price "${rawOld}" is not a whole number of roubles (or empty)`);
    if (price !== null && oldPrice !== null && oldPrice <= price) add(line, 'old_price must be greater than price');
    if (!LOT_STATUSES.includes(status as LotStatus)) add(line, `status "${status}" is not one of ${LOT_STATUSES.join(', ')}`);
    if (price !== null && !problems[`line ${line}`]) rows.push({ line, external_id: externalId, price, old_price: oldPrice, status: status as LotStatus });
  }
  return Object.keys(problems).length > 0 ? { problems } : { rows };
}
