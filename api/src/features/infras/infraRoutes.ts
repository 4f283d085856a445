import type { FastifyInstance } from 'fastify';
import type { InfraCategory, InfraPoint } from '@estate/shared-api/dto/infras';
import type { LotProjectRef } from '@estate/shared-api/dto/lots';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { readCityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { paginated, readPage } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readId, readSlug } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { readCity } from '../../shared/cities/cityParam';

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

/** Infrastructure points and categories around the projects (map pins). */
export function registerInfraRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/infras/', async (request) => {
    const query = QueryReader.of(request.query);
    const cityProject = await readCityProjectFilter(ctx.db, query, 'p.city_id');
    const category = query.values('category');
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = cityProject(params);
    if (category.length) where.push(`k.slug = any(${params.add(category)}::text[])`);
    const condition = where.join(' and ');
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${condition}`, params.values);
    const { rows } = await ctx.db.query<PointRow>(
      `select ${SELECT} from ${FROM} where ${condition} order by p.sort, k.sort, i.walking_minutes, i.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(toPoint));
  });

  app.get('/api/infras/projects/', async (request): Promise<LotProjectRef[]> => {
    const query = QueryReader.of(request.query);
    const city = await readCity(ctx.db, query);
    query.check();
    const { rows } = await ctx.db.query<LotProjectRef & { sort: number }>(
      `select distinct p.id, p.slug, p.name, p.sort from projects p join infra_points i on i.project_id = p.id
        where ($1::int is null or p.city_id = $1) order by p.sort`,
      [city?.id ?? null],
    );
    return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
  });

  app.get('/api/infras/:id/', async (request) => {
    const { rows } = await ctx.db.query<PointRow>(`select ${SELECT} from ${FROM} where i.id = $1`, [readId(request.params)]);
    if (!rows[0]) throw notFound();
    return toPoint(rows[0]);
  });

  const categories = async (project: string[], slug?: string): Promise<InfraCategory[]> => {
    const { rows } = await ctx.db.query<InfraCategory>(
      `select k.id, k.slug, k.name, k.icon,
              (select count(*) from infra_points i join projects p on p.id = i.project_id
                where i.category_id = k.id and (cardinality($1::text[]) = 0 or p.slug = any($1::text[])))::int as count
         from infra_categories k where ($2::text is null or k.slug = $2) order by k.sort, k.id`,
      [project, slug ?? null],
    );
    return rows;
  };

  app.get('/api/infras_categories/', async (request) => {
    const query = QueryReader.of(request.query);
    const project = query.values('project');
    const page = readPage(query, 100);
    query.check();
    const rows = await categories(project);
    return paginated(request, page, rows.length, rows.slice(page.offset, page.offset + page.limit));
  });

  app.get('/api/infras_categories/:slug/', async (request) => {
    const query = QueryReader.of(request.query);
    const rows = await categories(query.values('project'), readSlug(request.params));
    if (!rows[0]) throw notFound();
    return rows[0];
  });
}
