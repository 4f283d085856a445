import type { Queryable } from '../../db/db';
import type { ImportProblems } from './importProblems';
import type { PriceListRow } from './priceList';
import { holdAfterSales, statusFromSales } from './salesStatus';

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

/** Sets the listed lots' prices and statuses inside `tx` (holds as in salesStatus); lots already so are left alone. */
export async function applyPriceList(tx: Queryable, rows: readonly PriceListRow[]): Promise<{ updated: number }> {
  const { rowCount } = await tx.query(
    `update lots l set price = n.price, old_price = n.old_price, status = n.status, held_until = n.held_until, updated_at = now()
     from (select i.external_id, i.price, i.old_price, ${statusFromSales('h', 'i.status')} as status, ${holdAfterSales('h', 'i.status')} as held_until
             from jsonb_to_recordset($1::jsonb) as i(external_id text, price int, old_price int, status text)
             join lots h on h.external_id = i.external_id) n
     where l.external_id = n.external_id and (l.price, l.old_price, l.status, l.held_until) is distinct from (n.price, n.old_price, n.status, n.held_until)`,
    [JSON.stringify(rows)],
  );
  return { updated: rowCount };
}
