import type { Queryable } from '../../db/db';

/** The tables the catalogue's reads join, the lots and their summary first. */
const CATALOGUE_TABLES = ['lots', 'lot_cells', 'projects', 'buildings', 'sections', 'floors', 'layouts'] as const;

/**
 * Refreshes the planner's statistics of the catalogue after an import that changed many lots: PGlite never analyses
 * a table itself (it has no autovacuum), and PostgreSQL's autovacuum comes round some time after a large import; until
 * then the planner took a city's 17,700 lots on sale for one or two and planned selections and facets accordingly.
 * "Many" is autovacuum's own rule: 50 lots and a tenth of those the statistics last counted (all of them, when the
 * lots were never analysed). One statement per table: on PGlite each takes its own turn at the connection, the reads
 * that arrived meanwhile going between (the lots' turn, the longest, about a third of a second at 100,000 lots).
 * Returns whether it analysed.
 */
export async function refreshCatalogueStatistics(db: Queryable, lotsChanged: number): Promise<boolean> {
  const { rows } = await db.query<{ counted: number }>("select reltuples::float8 as counted from pg_class where oid = 'lots'::regclass");
  if (lotsChanged < 50 + 0.1 * Math.max(0, rows[0]?.counted ?? 0)) return false;
  for (const table of CATALOGUE_TABLES) await db.query(`analyze ${table}`);
  return true;
}
