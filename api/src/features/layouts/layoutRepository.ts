// The layouts of the projects with how many lots of each are on sale.
import type { Queryable } from '../../db/db';
import type { LayoutRow as LayoutTableRow } from '../../db/tableRows';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { kindLabels, LOT_KINDS, roomsLabel, type LotKind } from '../../domain/lotVocabulary';
import { imageUrl } from '../../shared/images/imageUrl';
import type { ListSpecs } from '../../shared/schemas/commonSchemas';
import type { Layout, LayoutFacets } from './layoutSchemas';

export interface LayoutFilters {
  cityId?: number;
  project: string[];
  kind: LotKind[];
  rooms: number[];
}

type LayoutRow = LayoutTableRow & { project_slug: string; project_name: string; lots_count: number; min_price: number | null };

const FROM = 'layouts y join projects p on p.id = y.project_id';

const SELECT = `y.id, y.project_id, p.slug as project_slug, p.name as project_name, y.kind, y.code, y.rooms, y.area, y.kitchen_area,
  y.image, y.furniture_image,
  (select count(*) from lots l where l.layout_id = y.id and l.status in ('free', 'booked'))::int as lots_count,
  (select min(l.price) from lots l where l.layout_id = y.id and l.status in ('free', 'booked'))::int as min_price`;

function conditions(params: SqlParams, filters: LayoutFilters, except?: string): string {
  const out = ['true'];
  if (filters.cityId !== undefined) out.push(`p.city_id = ${params.add(filters.cityId)}`);
  if (filters.project.length && except !== 'project') out.push(`p.slug = any(${params.add(filters.project)}::text[])`);
  if (filters.kind.length && except !== 'kind') out.push(`y.kind = any(${params.add(filters.kind)}::text[])`);
  if (filters.rooms.length && except !== 'rooms') out.push(`least(y.rooms, 4) = any(${params.add(filters.rooms)}::int[])`);
  return out.join(' and ');
}

function toLayout(row: LayoutRow): Layout {
  return {
    id: row.id,
    project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
    kind: row.kind,
    code: row.code,
    rooms: row.rooms,
    rooms_label: row.rooms === null ? null : roomsLabel(row.rooms).label,
    area: row.area,
    kitchen_area: row.kitchen_area,
    image: imageUrl(row.image),
    furniture_image: row.furniture_image ? imageUrl(row.furniture_image) : null,
    lots_count: row.lots_count,
    min_price: row.min_price,
  };
}

export async function listLayouts(db: Queryable, filters: LayoutFilters, page: Page): Promise<{ count: number; results: Layout[] }> {
  const params = new SqlParams();
  const where = conditions(params, filters);
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${where}`, params.values);
  const { rows } = await db.query<LayoutRow>(
    `select ${SELECT} from ${FROM} where ${where} order by p.sort, y.kind, y.rooms nulls last, y.area, y.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toLayout) };
}

export async function layoutFacets(db: Queryable, filters: LayoutFilters): Promise<LayoutFacets> {
  const facet = async (name: string, value: string, label: string) => {
    const params = new SqlParams();
    const { rows } = await db.query<{ value: string | number; label: string; count: number }>(
      `select ${value} as value, ${label} as label, count(*)::int as count from ${FROM} where ${conditions(params, filters, name)} and ${value} is not null group by 1, 2 order by 1`,
      params.values,
    );
    return rows;
  };
  const params = new SqlParams();
  const [total, project, rooms, kind] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${conditions(params, filters)}`, params.values),
    facet('project', 'p.slug', 'p.name'),
    facet('rooms', 'least(y.rooms, 4)', "''"),
    facet('kind', 'y.kind', "''"),
  ]);
  return {
    count: total.rows[0]?.count ?? 0,
    options: {
      project: project.map((row) => ({ value: String(row.value), label: row.label, count: row.count })),
      rooms: rooms.map((row) => ({ value: Number(row.value), label: Number(row.value) >= 4 ? '4+' : roomsLabel(Number(row.value)).short, count: row.count })),
      kind: kind.map((row) => ({ value: String(row.value), label: kindLabels[row.value as LotKind] ?? String(row.value), count: row.count })),
    },
  };
}

export async function layoutSpecs(db: Queryable): Promise<ListSpecs> {
  const { rows } = await db.query<{ slug: string; name: string }>('select slug, name from projects order by sort, id');
  return {
    filters: [
      { name: 'project', kind: 'multi', label: 'Проект', options: rows.map((row) => ({ value: row.slug, label: row.name })) },
      { name: 'kind', kind: 'multi', label: 'Тип', options: LOT_KINDS.map((value) => ({ value, label: kindLabels[value] })) },
      { name: 'rooms', kind: 'multi', label: 'Комнатность', options: [0, 1, 2, 3, 4].map((value) => ({ value, label: value >= 4 ? '4+' : roomsLabel(value).short })) },
    ],
    ordering: [],
    default_ordering: 'rooms',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  };
}

export async function getLayout(db: Queryable, id: number): Promise<Layout | null> {
  const { rows } = await db.query<LayoutRow>(`select ${SELECT} from ${FROM} where y.id = $1`, [id]);
  return rows[0] ? toLayout(rows[0]) : null;
}
