import type { Queryable } from '../../db/db';
import type { ImportProblems } from './importProblems';
import type { PriceListRow } from './priceList';

/** Lines naming a lot the site does not have. */
export async function unknownLots(tx: Queryable, rows: readonly PriceListRow[]): Promise<ImportProblems> {
  const { rows: known } = await tx.query<{ external_id: string }>('select external_id from lots where external_id = any($1::text[])', [
    rows.map((row) => row.external_id),
  ]);
  const found = new Set(known.map((row) => row.external_id));
  const problems: ImportProblems = {};
  for (const row of rows) if (!found.has(row.external_id)) problems[`line ${row.line}`] = [`no lot has external_id "${row.external_id}"`];
  return problems;
}

/** Sets the listed lots' prices and statuses inside `tx`; lots already so are left alone. */
export async function applyPriceList(tx: Queryable, rows: readonly PriceListRow[]): Promise<{ updated: number }> {
  const { rowCount } = await tx.query(
    `update lots l set price = i.price, old_price = i.old_price, status = i.status, updated_at = now()
     from jsonb_to_recordset($1::jsonb) as i(external_id text, price int, old_price int, status text)
     where l.external_id = i.external_id and (l.price, l.old_price, l.status) is distinct from (i.price, i.old_price, i.status)`,
    [JSON.stringify(rows)],
  );
  return { updated: rowCount };
}
