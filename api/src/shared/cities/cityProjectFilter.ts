import type { Queryable } from '../../db/db';
import type { SqlParams } from '../../http/sqlParams';
import { readCity } from './cityParam';

/**
 * `?city=` and `?project=` (project slugs), the filters every list of a project's content shares, as a function that
 * turns them into SQL conditions on `cityColumn` and `p.slug` (the list joins its projects as `p`).
 */
export async function cityProjectFilter(
  db: Queryable,
  query: { city?: string; project?: string[] },
  cityColumn: string,
): Promise<(params: SqlParams) => string[]> {
  const city = await readCity(db, query.city);
  const project = query.project ?? [];
  return (params) => {
    const where = ['true'];
    if (city) where.push(`${cityColumn} = ${params.add(city.id)}`);
    if (project.length) where.push(`p.slug = any(${params.add(project)}::text[])`);
    return where;
  };
}
