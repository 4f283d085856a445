// The one statement the health check needs.
import type { Queryable } from '../../db/db';

/** Resolves when the database answers a statement; rejects with its error otherwise. */
export async function databaseAnswers(db: Queryable): Promise<void> {
  await db.query('select 1');
}
