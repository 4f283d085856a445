import type { FastifyInstance } from 'fastify';
import type { ListSpecs } from '@estate/shared-api/dto/common';
import type { DocumentFacets, DocumentType, ProjectDocument } from '@estate/shared-api/dto/documents';
import type { Finish } from '@estate/shared-api/dto/finishes';
import type { ProgressReport } from '@estate/shared-api/dto/progress';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { readCityProjectFilter } from '../../shared/cities/cityProjectFilter';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readId } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { imageUrl } from '../../shared/images/imageUrl';
import { readCity } from '../../shared/cities/cityParam';

export const DOCUMENT_TYPES: Record<DocumentType, string> = {
  declaration: 'Проектная декларация',
  declaration_change: 'Изменения в проектную декларацию',
  permit: 'Разрешение на строительство',
  land: 'Документы на земельный участок',
  conclusion: 'Заключение о соответствии',
};
const TYPES = Object.keys(DOCUMENT_TYPES) as DocumentType[];

interface ProgressRow {
  id: number;
  project_id: number;
  project_slug: string;
  project_name: string;
  year: number;
  month: number;
  title: string;
  text: string;
  photos: string[];
  published_at: string;
}

const toProgress = (row: ProgressRow): ProgressReport => ({
  id: row.id,
  project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
  year: row.year,
  month: row.month,
  title: row.title,
  text: row.text,
  photos: row.photos.map(imageUrl),
  published_at: row.published_at,
});

const PROGRESS_SELECT = `r.id, r.project_id, p.slug as project_slug, p.name as project_name, r.year, r.month, r.title, r.text, r.photos,
  to_char(r.published_at, 'YYYY-MM-DD') as published_at`;

/** Finishes, construction progress and project documents. */
export function registerProjectContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/finishes/', async (): Promise<Finish[]> => {
    const { rows } = await ctx.db.query<Finish>('select id, slug, name, description, items, images, price_per_meter from finishes order by sort, id');
    return rows.map((row) => ({ ...row, images: row.images.map(imageUrl) }));
  });

  app.get('/api/progress/', async (request) => {
    const query = QueryReader.of(request.query);
    const cityProject = await readCityProjectFilter(ctx.db, query, 'p.city_id');
    const year = query.int('year', { min: 2000, max: 2100 });
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = cityProject(params);
    if (year !== undefined) where.push(`r.year = ${params.add(year)}`);
    const from = 'progress_reports r join projects p on p.id = r.project_id';
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where.join(' and ')}`, params.values);
    const { rows } = await ctx.db.query<ProgressRow>(
      `select ${PROGRESS_SELECT} from ${from} where ${where.join(' and ')} order by r.year desc, r.month desc, p.sort, r.id
        limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(toProgress));
  });

  app.get('/api/progress/:id/', async (request) => {
    const { rows } = await ctx.db.query<ProgressRow>(
      `select ${PROGRESS_SELECT} from progress_reports r join projects p on p.id = r.project_id where r.id = $1`,
      [readId(request.params)],
    );
    if (!rows[0]) throw notFound();
    return toProgress(rows[0]);
  });

  const documentFilters = async (query: QueryReader) => {
    const city = await readCity(ctx.db, query);
    return { city, project: query.values('project'), type: query.choices('type', TYPES) };
  };
  const documentWhere = (params: SqlParams, filters: Awaited<ReturnType<typeof documentFilters>>, except?: string) => {
    const where = ['true'];
    if (filters.city) where.push(`p.city_id = ${params.add(filters.city.id)}`);
    if (filters.project.length && except !== 'project') where.push(`p.slug = any(${params.add(filters.project)}::text[])`);
    if (filters.type.length && except !== 'type') where.push(`d.type = any(${params.add(filters.type)}::text[])`);
    return where.join(' and ');
  };
  const documentsFrom = 'documents d join projects p on p.id = d.project_id';

  app.get('/api/documents/', async (request) => {
    const query = QueryReader.of(request.query);
    const filters = await documentFilters(query);
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const where = documentWhere(params, filters);
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from ${documentsFrom} where ${where}`, params.values);
    const { rows } = await ctx.db.query<{ id: number; project_id: number; project_slug: string; project_name: string; type: DocumentType; title: string; url: string; file_size: number | null; published_at: string }>(
      `select d.id, d.project_id, p.slug as project_slug, p.name as project_name, d.type, d.title, d.url, d.file_size,
              to_char(d.published_at, 'YYYY-MM-DD') as published_at
         from ${documentsFrom} where ${where} order by p.sort, (d.type = 'declaration') desc, d.published_at desc, d.id
        limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    const results: ProjectDocument[] = rows.map((row) => ({
      id: row.id,
      project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
      type: row.type,
      type_label: DOCUMENT_TYPES[row.type] ?? row.type,
      title: row.title,
      url: row.url,
      file_size: row.file_size,
      published_at: row.published_at,
    }));
    return paginated(request, page, counted.rows[0]?.count ?? 0, results);
  });

  app.get('/api/documents/facets/', async (request): Promise<DocumentFacets> => {
    const query = QueryReader.of(request.query);
    const filters = await documentFilters(query);
    query.check();
    const facet = async (name: string, value: string, label: string) => {
      const params = new SqlParams();
      const { rows } = await ctx.db.query<{ value: string; label: string; count: number }>(
        `select ${value} as value, ${label} as label, count(*)::int as count from ${documentsFrom} where ${documentWhere(params, filters, name)} group by 1, 2 order by 2`,
        params.values,
      );
      return rows;
    };
    const params = new SqlParams();
    const [total, type, project] = await Promise.all([
      ctx.db.query<{ count: number }>(`select count(*)::int as count from ${documentsFrom} where ${documentWhere(params, filters)}`, params.values),
      facet('type', 'd.type', 'd.type'),
      facet('project', 'p.slug', 'p.name'),
    ]);
    return {
      count: total.rows[0]?.count ?? 0,
      options: {
        type: type.map((row) => ({ value: row.value, label: DOCUMENT_TYPES[row.value as DocumentType] ?? row.value, count: row.count })),
        project: project.map((row) => ({ value: row.value, label: row.label, count: row.count })),
      },
    };
  });

  app.get('/api/documents/specs/', async (): Promise<ListSpecs> => {
    const { rows } = await ctx.db.query<{ slug: string; name: string }>('select slug, name from projects order by sort, id');
    return {
      filters: [
        { name: 'project', kind: 'select', label: 'Проект', options: rows.map((row) => ({ value: row.slug, label: row.name })) },
        { name: 'type', kind: 'multi', label: 'Тип документа', options: TYPES.map((value) => ({ value, label: DOCUMENT_TYPES[value] })) },
      ],
      ordering: [],
      default_ordering: 'project',
      page_size: DEFAULT_LIMIT,
      max_page_size: MAX_LIMIT,
    };
  });
}
