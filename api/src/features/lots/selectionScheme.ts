import type { PlanBox } from '../../shared/schemas/commonSchemas';
import type { LotStatus, SelectionScheme, SelectionSchemeLevel } from '../../shared/lots/lotSchemas';
import type { Queryable } from '../../db/db';
import { imageUrl } from '../../shared/images/imageUrl';

interface SchemeRow {
  project_id: number;
  project_slug: string;
  project_name: string;
  building_id: number;
  building_name: string;
  section: number;
  floor: number;
  floor_id: number;
  plan_image: string;
  id: number;
  number: string;
  status: LotStatus;
  price: number;
  area: number;
  plan_position: PlanBox;
}

/**
 * Underground levels of a project with every parking space or storage room on its plan, coloured by status.
 * `project` is a slug (default: the city's first project with such lots); `building` narrows to one building.
 */
export async function selectionScheme(
  db: Queryable,
  kind: 'parking' | 'storage',
  options: { project?: string; building?: number; cityId?: number },
): Promise<SelectionScheme | null> {
  let slug = options.project;
  if (!slug) {
    const { rows } = await db.query<{ slug: string }>(
      `select p.slug from projects p where exists (select 1 from lots l where l.project_id = p.id and l.kind = $1)
         and ($2::int is null or p.city_id = $2) order by p.sort, p.id limit 1`,
      [kind, options.cityId ?? null],
    );
    slug = rows[0]?.slug;
  }
  if (!slug) return null;
  const { rows } = await db.query<SchemeRow>(
    `select p.id as project_id, p.slug as project_slug, p.name as project_name, b.id as building_id, b.name as building_name,
            s.number as section, f.number as floor, f.id as floor_id, f.plan_image, l.id, l.number, l.status, l.price, l.area, l.plan_position
       from lots l
       join projects p on p.id = l.project_id
       join buildings b on b.id = l.building_id
       join sections s on s.id = l.section_id
       join floors f on f.id = l.floor_id
      where l.kind = $1 and p.slug = $2 and ($3::int is null or b.id = $3)
      order by b.number, s.number, f.number desc, l.id`,
    [kind, slug, options.building ?? null],
  );
  const first = rows[0];
  if (!first) return null;
  const levels = new Map<number, SelectionSchemeLevel>();
  for (const row of rows) {
    let level = levels.get(row.floor_id);
    if (!level) {
      level = {
        building: { id: row.building_id, name: row.building_name },
        section: row.section,
        floor: row.floor,
        floor_id: row.floor_id,
        plan_image: imageUrl(row.plan_image),
        lots: [],
      };
      levels.set(row.floor_id, level);
    }
    level.lots.push({ id: row.id, number: row.number, status: row.status, price: row.price, area: row.area, position: row.plan_position });
  }
  return { project: { id: first.project_id, slug: first.project_slug, name: first.project_name }, levels: [...levels.values()] };
}
