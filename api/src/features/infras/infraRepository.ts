// Infrastructure points and categories around the projects (map pins).
import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import type { LotProjectRef } from '../../shared/schemas/commonSchemas';
import type { InfraCategory, InfraPoint } from './infraSchemas';

interface PointRow {
  id: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  category_icon: string;
  project_id: number;
  project_slug: string;
  project_name: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  walking_minutes: number;
  metro_line: string | null;
  metro_color: string | null;
}

const SELECT = `i.id, k.id as category_id, k.slug as category_slug, k.name as category_name, k.icon as category_icon,
  p.id as project_id, p.slug as project_slug, p.name as project_name, i.name, i.address, i.lat, i.lng, i.walking_minutes,
  i.metro_line, i.metro_color`;
const FROM = 'infra_points i join infra_categories k on k.id = i.category_id join projects p on p.id = i.project_id';

function toPoint(row: PointRow): InfraPoint {
  return {
    id: row.id,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name, icon: row.category_icon },
    project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
    name: row.name,
    address: row.address,
    coords: { lat: row.lat, lng: row.lng },
    walking_minutes: row.walking_minutes,
    pin: row.category_slug === 'metro' ? 'metro' : 'infrastructure',
    metro_line: row.metro_line,
    metro_color: row.metro_color,
  };
}

/** A page of points; `conditions` on `p` (the projects), `categories` as slugs. */
export async function listPoints(db: Queryable, conditions: (params: SqlParams) => string[], categories: string[], page: Page): Promise<{ count: number; results: InfraPoint[] }> {
  const params = new SqlParams();
  const where = conditions(params);
  if (categories.length) where.push(`k.slug = any(${params.add(categories)}::text[])`);
  const condition = where.join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${condition}`, params.values);
  const { rows } = await db.query<PointRow>(
    `select ${SELECT} from ${FROM} where ${condition} order by p.sort, k.sort, i.walking_minutes, i.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toPoint) };
}

/** Projects with points around them in the city. */
export async function pointProjects(db: Queryable, cityId: number | undefined): Promise<LotProjectRef[]> {
  const { rows } = await db.query<LotProjectRef & { sort: number }>(
    `select distinct p.id, p.slug, p.name, p.sort from projects p join infra_points i on i.project_id = p.id
      where ($1::int is null or p.city_id = $1) order by p.sort`,
    [cityId ?? null],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
}

export async function getPoint(db: Queryable, id: number): Promise<InfraPoint | null> {
  const { rows } = await db.query<PointRow>(`select ${SELECT} from ${FROM} where i.id = $1`, [id]);
  return rows[0] ? toPoint(rows[0]) : null;
}

/** The categories (one, by `slug`) with their points around `projects` (every project when empty). */
export async function categories(db: Queryable, projects: string[], slug?: string): Promise<InfraCategory[]> {
  const { rows } = await db.query<InfraCategory>(
    `select k.id, k.slug, k.name, k.icon,
            (select count(*) from infra_points i join projects p on p.id = i.project_id
              where i.category_id = k.id and (cardinality($1::text[]) = 0 or p.slug = any($1::text[])))::int as count
       from infra_categories k where ($2::text is null or k.slug = $2) order by k.sort, k.id`,
    [projects, slug ?? null],
  );
  return rows;
}
