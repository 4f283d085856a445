// News and Telegram posts, newest first.
import type { Queryable } from '../../db/db';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import type { ListSpecs } from '../../shared/schemas/commonSchemas';
import type { PublicationCard, PublicationDetail, PublicationType } from '../../shared/publications/publicationSchemas';
import { findPublicationRow, FROM, othersOf, PUBLISHED, PUBLICATION_TYPES as TYPES, SELECT, toCard, toDetail, TYPE_LABELS, type PublicationRow } from '../../shared/publications/publicationRows';
import type { PublicationFacets } from './publicationSchemas';

export interface PublicationFilters {
  cityId?: number;
  type: PublicationType[];
  forOwners?: boolean;
  project: string[];
  year: number[];
}

function where(params: SqlParams, filters: PublicationFilters, except?: string): string {
  const out = [PUBLISHED];
  if (filters.cityId !== undefined) out.push(`n.city_id = ${params.add(filters.cityId)}`);
  if (filters.type.length && except !== 'type') out.push(`n.type = any(${params.add(filters.type)}::text[])`);
  if (filters.forOwners !== undefined) out.push(`n.for_owners = ${params.add(filters.forOwners)}`);
  if (filters.project.length) out.push(`p.slug = any(${params.add(filters.project)}::text[])`);
  if (filters.year.length && except !== 'year') out.push(`extract(year from n.published_at)::int = any(${params.add(filters.year)}::int[])`);
  return out.join(' and ');
}

export async function listPublications(db: Queryable, filters: PublicationFilters, page: Page): Promise<{ count: number; results: PublicationCard[] }> {
  const params = new SqlParams();
  const condition = where(params, filters);
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${condition}`, params.values);
  const { rows } = await db.query<PublicationRow>(
    `select ${SELECT} from ${FROM} where ${condition} order by n.published_at desc, n.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toCard) };
}

export async function publicationFacets(db: Queryable, filters: PublicationFilters): Promise<PublicationFacets> {
  const facet = async (name: string, value: string) => {
    const params = new SqlParams();
    const { rows } = await db.query<{ value: string | number; count: number }>(
      `select ${value} as value, count(*)::int as count from ${FROM} where ${where(params, filters, name)} group by 1 order by 1 desc`,
      params.values,
    );
    return rows;
  };
  const params = new SqlParams();
  const [total, type, year] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${where(params, filters)}`, params.values),
    facet('type', 'n.type'),
    facet('year', 'extract(year from n.published_at)::int'),
  ]);
  return {
    count: total.rows[0]?.count ?? 0,
    options: {
      type: type.map((row) => ({ value: String(row.value), label: TYPE_LABELS[row.value as PublicationType] ?? String(row.value), count: row.count })),
      year: year.map((row) => ({ value: Number(row.value), label: String(row.value), count: row.count })),
    },
  };
}

export const publicationSpecs = (): ListSpecs => ({
  filters: [
    { name: 'type', kind: 'select', label: 'Раздел', options: TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) },
    { name: 'for_owners', kind: 'bool', label: 'Для собственников' },
    { name: 'year', kind: 'multi', label: 'Год' },
  ],
  ordering: [{ value: '-published_at', label: 'Сначала новые' }],
  default_ordering: '-published_at',
  page_size: DEFAULT_LIMIT,
  max_page_size: MAX_LIMIT,
});

export async function getPublication(db: Queryable, slug: string): Promise<PublicationDetail | null> {
  const row = await findPublicationRow(db, slug);
  return row ? toDetail(row) : null;
}

/** Other publications for the bottom of one: the same city and audience, its type first; null when `slug` is unknown. */
export async function otherPublications(db: Queryable, slug: string, limit: number): Promise<PublicationCard[] | null> {
  const row = await findPublicationRow(db, slug);
  return row ? othersOf(db, row, limit) : null;
}
