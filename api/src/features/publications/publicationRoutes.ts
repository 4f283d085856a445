import type { FastifyInstance } from 'fastify';
import type { ListSpecs } from '@estate/shared-api/dto/common';
import type { PublicationCard, PublicationDetail, PublicationFacets, PublicationType } from '@estate/shared-api/dto/publications';
import type { AppContext } from '../../appContext';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage, DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { notFound } from '../../http/errors';
import { readSlug } from '../../http/pathParams';
import { SqlParams } from '../../http/sqlParams';
import { readCity } from '../../shared/cities/cityParam';
import { findPublicationRow, FROM, PUBLISHED, PUBLICATION_TYPES as TYPES, SELECT, toCard, toDetail, TYPE_LABELS, type PublicationRow } from '../../shared/publications/publicationRows';

interface Filters {
  cityId?: number;
  type: PublicationType[];
  forOwners?: boolean;
  project: string[];
  year: number[];
}

function where(params: SqlParams, filters: Filters, except?: string): string {
  const out = [PUBLISHED];
  if (filters.cityId !== undefined) out.push(`n.city_id = ${params.add(filters.cityId)}`);
  if (filters.type.length && except !== 'type') out.push(`n.type = any(${params.add(filters.type)}::text[])`);
  if (filters.forOwners !== undefined) out.push(`n.for_owners = ${params.add(filters.forOwners)}`);
  if (filters.project.length) out.push(`p.slug = any(${params.add(filters.project)}::text[])`);
  if (filters.year.length && except !== 'year') out.push(`extract(year from n.published_at)::int = any(${params.add(filters.year)}::int[])`);
  return out.join(' and ');
}

async function readFilters(ctx: AppContext, query: QueryReader): Promise<Filters> {
  const city = await readCity(ctx.db, query);
  const forOwners = query.bool('for_owners');
  return {
    ...(city && { cityId: city.id }),
    type: query.choices('type', TYPES),
    ...(forOwners !== undefined && { forOwners }),
    project: query.values('project'),
    year: query.ints('year', { min: 2000, max: 2100 }),
  };
}

/** `/api/publications/`: news and Telegram posts, newest first. */
export function registerPublicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/publications/', async (request) => {
    const query = QueryReader.of(request.query);
    const filters = await readFilters(ctx, query);
    const page = readPage(query);
    query.check();
    const params = new SqlParams();
    const condition = where(params, filters);
    const counted = await ctx.db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${condition}`, params.values);
    const { rows } = await ctx.db.query<PublicationRow>(
      `select ${SELECT} from ${FROM} where ${condition} order by n.published_at desc, n.id desc limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
      params.values,
    );
    return paginated(request, page, counted.rows[0]?.count ?? 0, rows.map(toCard));
  });

  app.get('/api/publications/facets/', async (request): Promise<PublicationFacets> => {
    const query = QueryReader.of(request.query);
    const filters = await readFilters(ctx, query);
    query.check();
    const facet = async (name: string, value: string) => {
      const params = new SqlParams();
      const { rows } = await ctx.db.query<{ value: string | number; count: number }>(
        `select ${value} as value, count(*)::int as count from ${FROM} where ${where(params, filters, name)} group by 1 order by 1 desc`,
        params.values,
      );
      return rows;
    };
    const params = new SqlParams();
    const [total, type, year] = await Promise.all([
      ctx.db.query<{ count: number }>(`select count(*)::int as count from ${FROM} where ${where(params, filters)}`, params.values),
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
  });

  app.get('/api/publications/specs/', async (): Promise<ListSpecs> => ({
    filters: [
      { name: 'type', kind: 'select', label: 'Раздел', options: TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) },
      { name: 'for_owners', kind: 'bool', label: 'Для собственников' },
      { name: 'year', kind: 'multi', label: 'Год' },
    ],
    ordering: [{ value: '-published_at', label: 'Сначала новые' }],
    default_ordering: '-published_at',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  }));

  const bySlug = (slug: string) => findPublicationRow(ctx.db, slug);

  app.get('/api/publications/:slug/', async (request): Promise<PublicationDetail> => {
    const row = await bySlug(readSlug(request.params));
    if (!row) throw notFound();
    return toDetail(row);
  });

  app.get('/api/publications/:slug/other/', async (request): Promise<PublicationCard[]> => {
    const query = QueryReader.of(request.query);
    const limit = query.int('limit', { min: 1, max: 12 }) ?? 3;
    query.check();
    const row = await bySlug(readSlug(request.params));
    if (!row) throw notFound();
    const { rows } = await ctx.db.query<PublicationRow>(
      `select ${SELECT} from ${FROM} where ${PUBLISHED} and n.city_id = $1 and n.id <> $2 and n.for_owners = $3
        order by (n.type = $4) desc, n.published_at desc, n.id desc limit $5`,
      [row.city_id, row.id, row.for_owners, row.type, limit],
    );
    return rows.map(toCard);
  });
}
