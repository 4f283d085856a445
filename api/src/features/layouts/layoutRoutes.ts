import type { FastifyInstance } from 'fastify';
import type { ListSpecs } from '@estate/shared-api/dto/common';
import type { Layout, LayoutFacets } from '@estate/shared-api/dto/layouts';
import type { LotKind } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import type { LayoutRow as LayoutTableRow } from '../../db/tableRows';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readId } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { kindLabels, LOT_KINDS, roomsLabel } from '../../domain/lotVocabulary';
import { imageUrl } from '../../shared/images/imageUrl';
import { readCity } from '../../shared/cities/cityParam';

interface LayoutFilters {
  cityId?: number;
  project: string[];
  kind: LotKind[];
  rooms: number[];
}

type LayoutRow = LayoutTableRow & { project_slug: string; project_name: string; lots_count: number; min_price: number | null };

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

async function readFilters(ctx: AppContext, query: QueryReader): Promise<LayoutFilters> {
  const city = await readCity(ctx.db, query);
  return {
    ...(city && { cityId: city.id }),
    project: query.values('project'),
    kind: query.choices('kind', LOT_KINDS),
    rooms: query.ints('rooms', { min: 0, max: 4 }),
  };
}

/** `/api/layouts/`: the layouts of the projects with how many lots of each are on sale. */
export function registerLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const from = 'layouts y join projects p on p.id = y.project_id';

  app.get('/api/layouts/', async (request) => {
    const query = QueryReader.of(request.query);
    const filters = await readFilters(ctx, query);
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = conditions(params, filters);
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where}`, params.values);
    const { rows } = await ctx.db.query<LayoutRow>(
      `select ${SELECT} from ${from} where ${where} order by p.sort, y.kind, y.rooms nulls last, y.area, y.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(toLayout));
  });

  app.get('/api/layouts/facets/', async (request): Promise<LayoutFacets> => {
    const query = QueryReader.of(request.query);
    const filters = await readFilters(ctx, query);
    query.check();
    const facet = async (name: string, value: string, label: string) => {
      const params = new SqlParams();
      const { rows } = await ctx.db.query<{ value: string | number; label: string; count: number }>(
        `select ${value} as value, ${label} as label, count(*)::int as count from ${from} where ${conditions(params, filters, name)} and ${value} is not null group by 1, 2 order by 1`,
        params.values,
      );
      return rows;
    };
    const params = new SqlParams();
    const [total, project, rooms, kind] = await Promise.all([
      ctx.db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${conditions(params, filters)}`, params.values),
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
  });

  app.get('/api/layouts/specs/', async (): Promise<ListSpecs> => {
    const { rows } = await ctx.db.query<{ slug: string; name: string }>('select slug, name from projects order by sort, id');
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
  });

  app.get('/api/layouts/:id/', async (request) => {
    const { rows } = await ctx.db.query<LayoutRow>(`select ${SELECT} from ${from} where y.id = $1`, [readId(request.params)]);
    if (!rows[0]) throw notFound();
    return toLayout(rows[0]);
  });
}
