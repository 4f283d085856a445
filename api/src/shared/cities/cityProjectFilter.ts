import type { Queryable } from '../../db/db';
import type { QueryReader } from '../../http/queryReader';
import type { SqlParams } from '../../http/sqlParams';
import { readCity } from './cityParam';

/**
 * Reads `?city=` and `?project=` (project slugs), the filters every list of a project's content shares; the returned
 * function turns them into SQL conditions on `cityColumn` and `p.slug` (the list joins its projects as `p`).
 */
export async function readCityProjectFilter(
  db: Queryable,
  query: QueryReader,
  cityColumn: string,
): Promise<(params: SqlParams) => string[]> {
  const city = await readCity(db, query);
  const project = query.values('project');
  return (params) => {
    const where = ['true'];
    if (city) where.push(`${cityColumn} = ${params.add(city.id)}`);
    if (project.length) where.push(`p.slug = any(${params.add(project)}::text[])`);
    return where;
  };
}
