// Selection cards with live counts, and promos.
import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { imageUrl } from '../../shared/images/imageUrl';
import { lotEndpoints } from '../../shared/lots/lotEndpoints';
import { lotFilters } from '../../shared/lots/lotFilters';
import { countLots } from '../../shared/lots/lotQueries';
import type { LotEndpoint, LotQuery } from '../../shared/lots/lotSchemas';
import type { LotProjectRef } from '../../shared/schemas/commonSchemas';
import type { Promo, SelectionCard } from './marketingSchemas';

interface CardRow {
  id: number;
  city_id: number;
  city_slug: string;
  title: string;
  description: string;
  image: string;
  link: string;
  endpoint: LotEndpoint;
  query: LotQuery;
}

/** A page of selection cards (of one city, or all), each with the lots its stored query finds now. */
export async function listSelectionCards(db: Queryable, cityId: number | undefined, page: Page): Promise<{ count: number; results: SelectionCard[] }> {
  const params = new SqlParams();
  const where = cityId === undefined ? 'true' : `s.city_id = ${params.add(cityId)}`;
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from selection_cards s where ${where}`, params.values);
  const { rows } = await db.query<CardRow>(
    `select s.id, s.city_id, c.slug as city_slug, s.title, s.description, s.image, s.link, s.endpoint, s.query
       from selection_cards s join cities c on c.id = s.city_id where ${where} order by c.sort, s.sort, s.id
      limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  const results: SelectionCard[] = await Promise.all(
    rows.map(async (row) => {
      const config = lotEndpoints[row.endpoint];
      const filters = lotFilters(row.query, config, row.city_id);
      const { count, min_price } = await countLots(db, config, filters);
      return { id: row.id, city: row.city_slug, title: row.title, description: row.description, image: imageUrl(row.image), link: row.link, endpoint: row.endpoint, query: row.query, count, min_price };
    }),
  );
  return { count: counted.rows[0]?.count ?? 0, results };
}

/** A page of promos; `conditions` on `m` (promos) and `p` (their projects). */
export async function listPromos(db: Queryable, conditions: (params: SqlParams) => string[], page: Page): Promise<{ count: number; results: Promo[] }> {
  const params = new SqlParams();
  const where = conditions(params);
  const from = 'promos m join cities c on c.id = m.city_id left join projects p on p.id = m.project_id';
  const condition = where.join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${from} where ${condition}`, params.values);
  const { rows } = await db.query<Omit<Promo, 'image' | 'project' | 'city'> & { image: string; city_slug: string; project_id: number | null; project_slug: string | null; project_name: string | null }>(
    `select m.id, c.slug as city_slug, m.title, m.text, m.image, m.link, m.button_text, m.color,
            to_char(m.date_from, 'YYYY-MM-DD') as date_from, to_char(m.date_to, 'YYYY-MM-DD') as date_to,
            m.project_id, p.slug as project_slug, p.name as project_name
       from ${from} where ${condition} order by c.sort, m.sort, m.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  const results: Promo[] = rows.map((row) => {
    const projectRef: LotProjectRef | null =
      row.project_id !== null && row.project_slug && row.project_name ? { id: row.project_id, slug: row.project_slug, name: row.project_name } : null;
    return {
      id: row.id,
      city: row.city_slug,
      title: row.title,
      text: row.text,
      image: imageUrl(row.image),
      link: row.link,
      button_text: row.button_text,
      color: row.color,
      date_from: row.date_from,
      date_to: row.date_to,
      project: projectRef,
    };
  });
  return { count: counted.rows[0]?.count ?? 0, results };
}
