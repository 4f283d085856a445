// Finishes, construction progress and project documents.
import type { Queryable } from '../../db/db';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { imageUrl } from '../../shared/images/imageUrl';
import type { CityRow } from '../../shared/cities/cityParam';
import type { ListSpecs } from '../../shared/schemas/commonSchemas';
import { DOCUMENT_TYPES, type DocumentFacets, type DocumentType, type Finish, type ProgressReport, type ProjectDocument } from './projectContentSchemas';

const DOCUMENT_LABELS: Record<DocumentType, string> = {
  declaration: 'Проектная декларация',
  declaration_change: 'Изменения в проектную декларацию',
  permit: 'Разрешение на строительство',
  land: 'Документы на земельный участок',
  conclusion: 'Заключение о соответствии',
};
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

export async function listFinishes(db: Queryable): Promise<Finish[]> {
  const { rows } = await db.query<Finish>('select id, slug, name, description, items, images, price_per_meter from finishes order by sort, id');
  return rows.map((row) => ({ ...row, images: row.images.map(imageUrl) }));
}

/** A page of progress reports; `where` are conditions on `r` (the reports) and `p` (their projects). */
export async function listProgress(db: Queryable, conditions: (params: SqlParams) => string[], year: number | undefined, page: Page): Promise<{ count: number; results: ProgressReport[] }> {
  const params = new SqlParams();
  const where = conditions(params);
  if (year !== undefined) where.push(`r.year = ${params.add(year)}`);
  const from = 'progress_reports r join projects p on p.id = r.project_id';
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${where.join(' and ')}`, params.values);
  const { rows } = await db.query<ProgressRow>(
    `select ${PROGRESS_SELECT} from ${from} where ${where.join(' and ')} order by r.year desc, r.month desc, p.sort, r.id
      limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toProgress) };
}

export async function getProgress(db: Queryable, id: number): Promise<ProgressReport | null> {
  const { rows } = await db.query<ProgressRow>(`select ${PROGRESS_SELECT} from progress_reports r join projects p on p.id = r.project_id where r.id = $1`, [id]);
  return rows[0] ? toProgress(rows[0]) : null;
}

export interface DocumentFilters {
  city: CityRow | undefined;
  project: string[];
  type: DocumentType[];
}

const documentWhere = (params: SqlParams, filters: DocumentFilters, except?: string) => {
  const where = ['true'];
  if (filters.city) where.push(`p.city_id = ${params.add(filters.city.id)}`);
  if (filters.project.length && except !== 'project') where.push(`p.slug = any(${params.add(filters.project)}::text[])`);
  if (filters.type.length && except !== 'type') where.push(`d.type = any(${params.add(filters.type)}::text[])`);
  return where.join(' and ');
};
const DOCUMENTS_FROM = 'documents d join projects p on p.id = d.project_id';

export async function listDocuments(db: Queryable, filters: DocumentFilters, page: Page): Promise<{ count: number; results: ProjectDocument[] }> {
  const params = new SqlParams();
  const where = documentWhere(params, filters);
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${DOCUMENTS_FROM} where ${where}`, params.values);
  const { rows } = await db.query<{ id: number; project_id: number; project_slug: string; project_name: string; type: DocumentType; title: string; url: string; file_size: number | null; published_at: string }>(
    `select d.id, d.project_id, p.slug as project_slug, p.name as project_name, d.type, d.title, d.url, d.file_size,
            to_char(d.published_at, 'YYYY-MM-DD') as published_at
       from ${DOCUMENTS_FROM} where ${where} order by p.sort, (d.type = 'declaration') desc, d.published_at desc, d.id
      limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  const results = rows.map((row) => ({
    id: row.id,
    project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
    type: row.type,
    type_label: DOCUMENT_LABELS[row.type] ?? row.type,
    title: row.title,
    url: row.url,
    file_size: row.file_size,
    published_at: row.published_at,
  }));
  return { count: counted.rows[0]?.count ?? 0, results };
}

export async function documentFacets(db: Queryable, filters: DocumentFilters): Promise<DocumentFacets> {
  const facet = async (name: string, value: string, label: string) => {
    const params = new SqlParams();
    const { rows } = await db.query<{ value: string; label: string; count: number }>(
      `select ${value} as value, ${label} as label, count(*)::int as count from ${DOCUMENTS_FROM} where ${documentWhere(params, filters, name)} group by 1, 2 order by 2`,
      params.values,
    );
    return rows;
  };
  const params = new SqlParams();
  const [total, type, project] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from ${DOCUMENTS_FROM} where ${documentWhere(params, filters)}`, params.values),
    facet('type', 'd.type', 'd.type'),
    facet('project', 'p.slug', 'p.name'),
  ]);
  return {
    count: total.rows[0]?.count ?? 0,
    options: {
      type: type.map((row) => ({ value: row.value, label: DOCUMENT_LABELS[row.value as DocumentType] ?? row.value, count: row.count })),
      project: project.map((row) => ({ value: row.value, label: row.label, count: row.count })),
    },
  };
}

export async function documentSpecs(db: Queryable): Promise<ListSpecs> {
  const { rows } = await db.query<{ slug: string; name: string }>('select slug, name from projects order by sort, id');
  return {
    filters: [
      { name: 'project', kind: 'select', label: 'Проект', options: rows.map((row) => ({ value: row.slug, label: row.name })) },
      { name: 'type', kind: 'multi', label: 'Тип документа', options: DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_LABELS[value] })) },
    ],
    ordering: [],
    default_ordering: 'project',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  };
}
