import type { ProjectBuilding, ProjectCard, ProjectDetail, ProjectKind, ProjectOfferLine, MetroStationRef } from './projectSchemas';
import type { Queryable } from '../../db/db';
import { completionLabel, kindLabels, mainKinds, roomsLabel } from '../../domain/lotVocabulary';
import { imageUrl } from '../../shared/images/imageUrl';
import { SqlParams } from '../../http/sqlParams';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';

export interface ProjectFilters {
  cityId?: number;
  class: string[];
  completionYear: number[];
  rooms: number[];
}

interface ProjectRow {
  id: number;
  slug: string;
  name: string;
  kind: ProjectKind;
  city_slug: string;
  class: string;
  address: string;
  district: string;
  lat: number;
  lng: number;
  short_description: string;
  description: string;
  image: string;
  gallery: string[];
  genplan_image: string;
  completion_year: number;
  completion_quarter: number;
  badges: string[];
  declaration_url: string;
  developer: string;
}

/** WHERE conditions of the projects list; a facet leaves out its own filter (`except`), parameters included. */
export function projectConditions(
  params: SqlParams,
  kind: ProjectKind,
  filters: ProjectFilters,
  except?: string,
): { scope: string[]; conditions: { filter: string; sql: string }[] } {
  const scope = [`p.kind = ${params.add(kind)}`];
  if (filters.cityId !== undefined) scope.push(`p.city_id = ${params.add(filters.cityId)}`);
  const conditions: { filter: string; sql: string }[] = [];
  if (filters.class.length && except !== 'class') conditions.push({ filter: 'class', sql: `p.class = any(${params.add(filters.class)}::text[])` });
  if (filters.completionYear.length && except !== 'completion_year') conditions.push({ filter: 'completion_year', sql: `p.completion_year = any(${params.add(filters.completionYear)}::int[])` });
  if (filters.rooms.length && except !== 'rooms') {
    conditions.push({
      filter: 'rooms',
      sql: `exists (select 1 from lots l where l.project_id = p.id and l.status in ('free', 'booked') and least(l.rooms, 4) = any(${params.add(filters.rooms)}::int[]))`,
    });
  }
  return { scope, conditions };
}

const PROJECT_SELECT = `p.id, p.slug, p.name, p.kind, c.slug as city_slug, p.class, p.address, p.district, p.lat, p.lng,
  p.short_description, p.description, p.image, p.gallery, p.genplan_image, p.completion_year, p.completion_quarter,
  p.badges, p.declaration_url, p.developer`;

async function offerLines(db: Queryable, projectIds: number[]): Promise<Map<number, ProjectOfferLine[]>> {
  const { rows } = await db.query<{ project_id: number; kind: string; rooms: number | null; count: number; min_price: number; min_area: number; max_area: number }>(
    `select project_id, kind, least(rooms, 4) as rooms, count(*)::int as count, min(price)::int as min_price,
            min(area)::float8 as min_area, max(area)::float8 as max_area
       from lots where project_id = any($1::int[]) and status in ('free', 'booked')
      group by 1, 2, 3 order by 1, 2, 3`,
    [projectIds],
  );
  const out = new Map<number, ProjectOfferLine[]>();
  for (const row of rows) {
    const residential = row.kind === 'flat' || row.kind === 'apartment';
    const key = residential ? `${row.kind === 'apartment' ? 'apartment' : 'rooms'}_${row.rooms ?? 0}` : row.kind;
    const label = residential
      ? `${row.kind === 'apartment' ? 'Апартаменты, ' : ''}${(row.rooms ?? 0) >= 4 ? '4+ комн.' : roomsLabel(row.rooms ?? 0).short}`
      : kindLabels[row.kind as keyof typeof kindLabels];
    const list = out.get(row.project_id) ?? [];
    list.push({ key, label, count: row.count, min_price: row.min_price, min_area: row.min_area, max_area: row.max_area });
    out.set(row.project_id, list);
  }
  return out;
}

async function metroStations(db: Queryable, projectIds: number[]): Promise<Map<number, MetroStationRef[]>> {
  const { rows } = await db.query<{ project_id: number; name: string; line: string; color: string; walking_minutes: number }>(
    `select i.project_id, i.name, i.metro_line as line, i.metro_color as color, i.walking_minutes
       from infra_points i join infra_categories k on k.id = i.category_id
      where k.slug = 'metro' and i.project_id = any($1::int[]) order by i.project_id, i.walking_minutes`,
    [projectIds],
  );
  const out = new Map<number, MetroStationRef[]>();
  for (const row of rows) {
    const list = out.get(row.project_id) ?? [];
    list.push({ name: row.name, line: row.line, color: row.color, walking_minutes: row.walking_minutes });
    out.set(row.project_id, list);
  }
  return out;
}

function toCard(row: ProjectRow, offer: ProjectOfferLine[], metro: MetroStationRef[]): ProjectCard {
  const main = offer.filter((line) => (row.kind === 'residential' ? line.key.startsWith('rooms_') || line.key.startsWith('apartment_') : line.key === 'commercial'));
  const prices = main.map((line) => line.min_price);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    city: row.city_slug,
    class: row.class,
    address: row.address,
    district: row.district,
    coords: { lat: row.lat, lng: row.lng },
    short_description: row.short_description,
    image: imageUrl(row.image),
    completion: { year: row.completion_year, quarter: row.completion_quarter, label: completionLabel(row.completion_year, row.completion_quarter) },
    badges: row.badges,
    metro,
    lots_count: main.reduce((sum, line) => sum + line.count, 0),
    min_price: prices.length ? Math.min(...prices) : null,
    offer: main,
  };
}

export async function listProjects(
  db: Queryable,
  kind: ProjectKind,
  filters: ProjectFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: ProjectCard[] }> {
  const params = new SqlParams();
  const { scope, conditions } = projectConditions(params, kind, filters);
  const where = [...scope, ...conditions.map((condition) => condition.sql)].join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from projects p where ${where}`, params.values);
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  const { rows } = await db.query<ProjectRow>(
    `select ${PROJECT_SELECT} from projects p join cities c on c.id = p.city_id where ${where} order by p.sort, p.id limit ${limit} offset ${offset}`,
    params.values,
  );
  const ids = rows.map((row) => row.id);
  const [offers, metro] = await Promise.all([offerLines(db, ids), metroStations(db, ids)]);
  return {
    count: counted.rows[0]?.count ?? 0,
    results: rows.map((row) => toCard(row, offers.get(row.id) ?? [], metro.get(row.id) ?? [])),
  };
}

async function projectBuildings(db: Queryable, projectId: number, kinds: string[]): Promise<ProjectBuilding[]> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    number: number;
    floors_total: number;
    sections_count: number;
    completion_year: number;
    completion_quarter: number;
    is_completed: boolean;
    lots_count: number;
    free_count: number;
    min_price: number | null;
  }>(
    `select b.id, b.name, b.number, b.floors_total, b.completion_year, b.completion_quarter, b.is_completed,
            (select count(*) from sections s where s.building_id = b.id)::int as sections_count,
            (select count(*) from lots l where l.building_id = b.id and l.kind = any($2::text[]) and l.status in ('free', 'booked'))::int as lots_count,
            (select count(*) from lots l where l.building_id = b.id and l.kind = any($2::text[]) and l.status = 'free')::int as free_count,
            (select min(l.price) from lots l where l.building_id = b.id and l.kind = any($2::text[]) and l.status in ('free', 'booked'))::int as min_price
       from buildings b where b.project_id = $1 order by b.number`,
    [projectId, kinds],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    number: row.number,
    floors_total: row.floors_total,
    sections_count: row.sections_count,
    completion: { year: row.completion_year, quarter: row.completion_quarter, label: completionLabel(row.completion_year, row.completion_quarter) },
    is_completed: row.is_completed,
    lots_count: row.lots_count,
    free_count: row.free_count,
    min_price: row.min_price,
  }));
}

export async function getProject(db: Queryable, kind: ProjectKind, slug: string): Promise<ProjectDetail | null> {
  const { rows } = await db.query<ProjectRow>(`select ${PROJECT_SELECT} from projects p join cities c on c.id = p.city_id where p.slug = $1 and p.kind = $2`, [slug, kind]);
  const row = rows[0];
  if (!row) return null;
  const [offers, metro, buildings, extras] = await Promise.all([
    offerLines(db, [row.id]),
    metroStations(db, [row.id]),
    projectBuildings(db, row.id, mainKinds(kind)),
    db.query<{ progress: boolean; excursions: boolean }>(
      `select exists (select 1 from progress_reports where project_id = $1) as progress,
              exists (select 1 from excursions where project_id = $1) as excursions`,
      [row.id],
    ),
  ]);
  const offer = offers.get(row.id) ?? [];
  return {
    ...toCard(row, offer, metro.get(row.id) ?? []),
    description: sanitizeEditorialHtml(row.description),
    gallery: row.gallery.map(imageUrl),
    genplan_image: imageUrl(row.genplan_image),
    declaration_url: row.declaration_url,
    developer: row.developer,
    buildings,
    offer_all: offer,
    has_progress: extras.rows[0]?.progress ?? false,
    has_excursions: extras.rows[0]?.excursions ?? false,
  };
}

export async function getProjectBuildings(db: Queryable, kind: ProjectKind, slug: string): Promise<ProjectBuilding[] | null> {
  const { rows } = await db.query<{ id: number }>('select id from projects where slug = $1 and kind = $2', [slug, kind]);
  const row = rows[0];
  return row ? projectBuildings(db, row.id, mainKinds(kind)) : null;
}
