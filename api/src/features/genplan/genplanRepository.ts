import type { GenplanBuilding, GenplanFacets, GenplanFloor, GenplanLot, GenplanProject, GenplanSection } from './genplanSchemas';
import type { Queryable } from '../../db/db';
import type { BuildingRow, LotRow as LotTableRow } from '../../db/tableRows';
import { completionLabel, kindLabels, LOT_KINDS, LOT_STATUSES, mainKinds, statusLabels, type LotKind, type LotStatus, type ProjectKind } from '../../domain/lotVocabulary';
import { imageUrl } from '../../shared/images/imageUrl';

/** The lot columns the tree shows. */
type LotRow = Pick<LotTableRow, 'id' | 'kind' | 'number' | 'status' | 'rooms' | 'area' | 'price' | 'plan_position' | 'building_id' | 'section_id' | 'floor_id'>;

export interface TreeScope {
  projectId?: number;
  buildingId?: number;
  sectionId?: number;
  floorId?: number;
}

/** Loads buildings → sections → floors (→ lots when `withLots`) of a project, building, section or floor. */
export async function loadTree(db: Queryable, scope: TreeScope, withLots: boolean): Promise<GenplanBuilding[]> {
  const params = [scope.projectId ?? null, scope.buildingId ?? null, scope.sectionId ?? null, scope.floorId ?? null];
  const buildingFilter = '($1::int is null or b.project_id = $1) and ($2::int is null or b.id = $2)';
  const [buildings, sections, floors, lots] = await Promise.all([
    db.query<BuildingRow & { project_kind: ProjectKind }>(
      `select b.id, b.project_id, b.name, b.number, b.floors_total, b.completion_year, b.completion_quarter, b.is_completed, b.polygon, b.label_position,
              p.kind as project_kind
         from buildings b join projects p on p.id = b.project_id where ${buildingFilter}
          and ($3::int is null or exists (select 1 from sections s where s.building_id = b.id and s.id = $3))
          and ($4::int is null or exists (select 1 from floors f where f.building_id = b.id and f.id = $4))
        order by b.number`,
      params,
    ),
    db.query<{ id: number; building_id: number; number: number; floors_total: number }>(
      `select s.id, s.building_id, s.number, s.floors_total from sections s join buildings b on b.id = s.building_id
        where ${buildingFilter} and ($3::int is null or s.id = $3)
          and ($4::int is null or exists (select 1 from floors f where f.section_id = s.id and f.id = $4))
        order by s.number`,
      params,
    ),
    db.query<{ id: number; section_id: number; number: number; plan_image: string }>(
      `select f.id, f.section_id, f.number, f.plan_image from floors f join buildings b on b.id = f.building_id
        where ${buildingFilter} and ($3::int is null or f.section_id = $3) and ($4::int is null or f.id = $4)
        order by f.number desc`,
      params,
    ),
    db.query<LotRow>(
      `select l.id, l.kind, l.number, l.status, l.rooms, l.area, l.price, l.plan_position, l.building_id, l.section_id, l.floor_id
         from lots l join buildings b on b.id = l.building_id
        where ${buildingFilter} and ($3::int is null or l.section_id = $3) and ($4::int is null or l.floor_id = $4)
        order by l.floor_id, l.id`,
      params,
    ),
  ]);
  const lotsByFloor = new Map<number, LotRow[]>();
  for (const lot of lots.rows) lotsByFloor.set(lot.floor_id, [...(lotsByFloor.get(lot.floor_id) ?? []), lot]);
  const onSale = (list: LotRow[]) => list.filter((lot) => lot.status !== 'sold');
  const toLot = (lot: LotRow): GenplanLot => ({ id: lot.id, kind: lot.kind, number: lot.number, status: lot.status, rooms: lot.rooms, area: lot.area, price: lot.price, position: lot.plan_position });

  return buildings.rows.map((building) => {
    // a building counts its project's offer (flats and apartments, or premises) as the project's own page does
    const kinds: readonly string[] = mainKinds(building.project_kind);
    const buildingLots = lots.rows.filter((lot) => lot.building_id === building.id && kinds.includes(lot.kind));
    const sale = onSale(buildingLots);
    const buildingSections: GenplanSection[] = sections.rows
      .filter((section) => section.building_id === building.id)
      .map((section) => ({
        id: section.id,
        number: section.number,
        floors_total: section.floors_total,
        floors: floors.rows
          .filter((floor) => floor.section_id === section.id)
          .map((floor): GenplanFloor => {
            const floorLots = lotsByFloor.get(floor.id) ?? [];
            return {
              id: floor.id,
              number: floor.number,
              plan_image: imageUrl(floor.plan_image),
              lots_count: onSale(floorLots).length,
              free_count: floorLots.filter((lot) => lot.status === 'free').length,
              ...(withLots && { lots: floorLots.map(toLot) }),
            };
          }),
      }));
    return {
      id: building.id,
      name: building.name,
      number: building.number,
      floors_total: building.floors_total,
      completion: { year: building.completion_year, quarter: building.completion_quarter, label: completionLabel(building.completion_year, building.completion_quarter) },
      is_completed: building.is_completed,
      polygon: building.polygon,
      label_position: building.label_position,
      lots_count: sale.length,
      free_count: buildingLots.filter((lot) => lot.status === 'free').length,
      min_price: sale.length ? Math.min(...sale.map((lot) => lot.price)) : null,
      sections: buildingSections,
    };
  });
}

export interface ProjectHead {
  id: number;
  slug: string;
  name: string;
  city: string;
  genplan_image: string;
}

export async function projectHead(db: Queryable, where: { slug?: string; id?: number }): Promise<ProjectHead | null> {
  const { rows } = await db.query<ProjectHead>(
    `select p.id, p.slug, p.name, c.slug as city, p.genplan_image from projects p join cities c on c.id = p.city_id
      where ($1::text is null or p.slug = $1) and ($2::int is null or p.id = $2)`,
    [where.slug ?? null, where.id ?? null],
  );
  return rows[0] ?? null;
}

export function toGenplanProject(head: ProjectHead, buildings: GenplanBuilding[]): GenplanProject {
  return { id: head.id, slug: head.slug, name: head.name, city: head.city, image: imageUrl(head.genplan_image), buildings };
}

/** The project's lots by status and kind, or null when the project has none (or does not exist). */
export async function genplanFacets(db: Queryable, slug: string): Promise<GenplanFacets | null> {
  const { rows } = await db.query<{ kind: LotKind; status: LotStatus; count: number }>(
    `select l.kind, l.status, count(*)::int as count from lots l join projects p on p.id = l.project_id
      where p.slug = $1 group by 1, 2 order by 1, 2`,
    [slug],
  );
  if (rows.length === 0) return null;
  const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, row) => total + row.count, 0);
  return {
    count: sum(() => true),
    options: {
      status: LOT_STATUSES.map((value) => ({ value, label: statusLabels[value], count: sum((row) => row.status === value) })),
      kind: LOT_KINDS.filter((value) => sum((row) => row.kind === value) > 0).map((value) => ({ value, label: kindLabels[value], count: sum((row) => row.kind === value) })),
    },
  };
}

/** Every project of the city (all cities) with its buildings, without sections. */
export async function genplanProjects(db: Queryable, cityId: number | undefined): Promise<GenplanProject[]> {
  const { rows } = await db.query<{ id: number }>('select id from projects where ($1::int is null or city_id = $1) order by sort, id', [cityId ?? null]);
  return Promise.all(
    rows.map(async (row) => {
      const head = await projectHead(db, { id: row.id });
      const buildings = await loadTree(db, { projectId: row.id }, false);
      return toGenplanProject(head!, buildings.map(({ sections: _sections, ...building }) => building));
    }),
  );
}

/** The project a building belongs to. */
export async function projectOfBuilding(db: Queryable, buildingId: number): Promise<ProjectHead | null> {
  const { rows } = await db.query<{ project_id: number }>('select project_id from buildings where id = $1', [buildingId]);
  return rows[0] ? projectHead(db, { id: rows[0].project_id }) : null;
}
