import type { Queryable } from '../../db/db';
import type { ImportReport } from './importCatalogue';

/** Records an applied import for the history the sales team reads in the back office (a refused one changed nothing). */
export async function recordImport(db: Queryable, origin: string, report: ImportReport): Promise<void> {
  await db.query('insert into catalogue_imports (source, format, changed, report) values ($1, $2, $3, $4::jsonb)', [origin, report.format, report.changed, JSON.stringify(report)]);
}
