import type { FastifyInstance } from 'fastify';
import type { FacetOption, ListSpecs } from '@estate/shared-api/dto/common';
import type { ProjectFacets, ProjectKind } from '@estate/shared-api/dto/projects';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readSlug } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { readCity } from '../../shared/cities/cityParam';
import { getProject, getProjectBuildings, listProjects, projectConditions, type ProjectFilters } from './projectQueries';

async function readFilters(ctx: AppContext, query: QueryReader, kind: ProjectKind): Promise<ProjectFilters> {
  const city = await readCity(ctx.db, query);
  return {
    ...(city && { cityId: city.id }),
    class: query.values('class'),
    completionYear: query.ints('completion_year', { min: 2000, max: 2100 }),
    rooms: kind === 'residential' ? query.ints('rooms', { min: 0, max: 4 }) : [],
  };
}

async function facets(ctx: AppContext, kind: ProjectKind, filters: ProjectFilters): Promise<ProjectFacets> {
  const facet = async (name: string, expression: string, from = 'projects p') => {
    const params = new SqlParams();
    const { scope, conditions } = projectConditions(params, kind, filters, name);
    const where = [...scope, ...conditions.map((condition) => condition.sql)].join(' and ');
    const { rows } = await ctx.db.query<{ value: string | number; count: number }>(
      `select ${expression} as value, count(distinct p.id)::int as count from ${from} where ${where} group by 1 order by 1`,
      params.values,
    );
    return rows;
  };
  const params = new SqlParams();
  const { scope, conditions } = projectConditions(params, kind, filters);
  const [total, classes, years, rooms] = await Promise.all([
    ctx.db.query<{ count: number }>(`select count(*)::int as count from projects p where ${[...scope, ...conditions.map((c) => c.sql)].join(' and ')}`, params.values),
    facet('class', 'p.class'),
    facet('completion_year', 'p.completion_year'),
    kind === 'residential'
      ? facet('rooms', 'least(l.rooms, 4)', `projects p join lots l on l.project_id = p.id and l.status in ('free', 'booked') and l.rooms is not null`)
      : Promise.resolve([]),
  ]);
  const options = <V extends string | number>(rows: { value: string | number; count: number }[], label: (value: V) => string): FacetOption<V>[] =>
    rows.map((row) => ({ value: row.value as V, label: label(row.value as V), count: row.count }));
  return {
    count: total.rows[0]?.count ?? 0,
    options: {
      class: options<string>(classes, (value) => value),
      completion_year: options<number>(years, (value) => String(value)),
      ...(kind === 'residential' && { rooms: options<number>(rooms, (value) => (value === 0 ? 'Студия' : value >= 4 ? '4+' : String(value))) }),
    },
  };
}

async function specs(ctx: AppContext, kind: ProjectKind): Promise<ListSpecs> {
  const { rows } = await ctx.db.query<{ class: string; year: number }>(
    'select distinct class, completion_year as year from projects where kind = $1 order by 1, 2',
    [kind],
  );
  const classes = [...new Set(rows.map((row) => row.class))];
  const years = [...new Set(rows.map((row) => row.year))].sort();
  return {
    filters: [
      { name: 'class', kind: 'multi', label: 'Класс', options: classes.map((value) => ({ value, label: value })) },
      { name: 'completion_year', kind: 'multi', label: 'Год сдачи', options: years.map((value) => ({ value, label: String(value) })) },
      ...(kind === 'residential'
        ? [{ name: 'rooms', kind: 'multi' as const, label: 'Комнатность', options: [0, 1, 2, 3, 4].map((value) => ({ value, label: value === 0 ? 'Студия' : value === 4 ? '4+' : String(value) })) }]
        : []),
    ],
    ordering: [],
    default_ordering: 'sort',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  };
}

/** `/api/projects/` (residential) and `/api/projects_commercial/`: list, facets, specs, detail and buildings. */
export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const endpoints: [string, ProjectKind][] = [
    ['/api/projects', 'residential'],
    ['/api/projects_commercial', 'commercial'],
  ];
  for (const [base, kind] of endpoints) {
    app.get(`${base}/`, async (request) => {
      const query = QueryReader.of(request.query);
      const filters = await readFilters(ctx, query, kind);
      const page = readPage(query);
      query.check();
      const { count, results } = await listProjects(ctx.db, kind, filters, page);
      return paginated(request, page, count, results);
    });

    app.get(`${base}/facets/`, async (request) => {
      const query = QueryReader.of(request.query);
      const filters = await readFilters(ctx, query, kind);
      query.check();
      return facets(ctx, kind, filters);
    });

    app.get(`${base}/specs/`, async () => specs(ctx, kind));

    app.get(`${base}/:slug/`, async (request) => {
      const project = await getProject(ctx.db, kind, readSlug(request.params));
      if (!project) throw notFound();
      return project;
    });

    app.get(`${base}/:slug/buildings/`, async (request) => {
      const buildings = await getProjectBuildings(ctx.db, kind, readSlug(request.params));
      if (!buildings) throw notFound();
      return buildings;
    });
  }
}
