import type { PublicationCard, PublicationDetail, PublicationType } from './publicationSchemas';
import type { Queryable } from '../../db/db';
import { imageUrl } from '../images/imageUrl';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';

export { PUBLICATION_TYPES } from './publicationSchemas';
export const TYPE_LABELS: Record<PublicationType, string> = { news: 'Новости', telegram: 'Telegram' };

export interface PublicationRow {
  id: number;
  slug: string;
  type: PublicationType;
  title: string;
  lead: string;
  cover: string;
  published_at: Date;
  city_slug: string;
  city_id: number;
  project_id: number | null;
  project_slug: string | null;
  project_name: string | null;
  telegram_url: string | null;
  for_owners: boolean;
  body?: string;
  images?: string[];
}

export const SELECT = `n.id, n.slug, n.type, n.title, n.lead, n.cover, n.published_at, c.slug as city_slug, n.city_id, n.project_id,
  p.slug as project_slug, p.name as project_name, n.telegram_url, n.for_owners`;
export const FROM = 'publications n join cities c on c.id = n.city_id left join projects p on p.id = n.project_id';
/** Visitors see published ones only: drafts and scheduled ones are the back office's (the scheduler publishes). */
export const PUBLISHED = "n.status = 'published'";

export function toCard(row: PublicationRow): PublicationCard {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    type_label: TYPE_LABELS[row.type],
    title: row.title,
    lead: row.lead,
    cover: imageUrl(row.cover),
    published_at: new Date(row.published_at).toISOString(),
    city: row.city_slug,
    project: row.project_id !== null && row.project_slug && row.project_name ? { id: row.project_id, slug: row.project_slug, name: row.project_name } : null,
    telegram_url: row.telegram_url,
    for_owners: row.for_owners,
  };
}

/** One publication with its body and images, by slug. */
export async function findPublicationRow(db: Queryable, slug: string): Promise<PublicationRow | undefined> {
  const { rows } = await db.query<PublicationRow>(`select ${SELECT}, n.body, n.images from ${FROM} where n.slug = $1 and ${PUBLISHED}`, [slug]);
  return rows[0];
}

/** One publication whatever its status (a draft in a staff member's preview), by id. */
export async function findAnyPublicationRow(db: Queryable, id: number): Promise<PublicationRow | undefined> {
  const { rows } = await db.query<PublicationRow>(`select ${SELECT}, n.body, n.images from ${FROM} where n.id = $1`, [id]);
  return rows[0];
}

/** What `GET /api/publications/{slug}/` answers: the card, the sanitised body and the images. */
export function toDetail(row: PublicationRow): PublicationDetail {
  return { ...toCard(row), body: sanitizeEditorialHtml(row.body), images: (row.images ?? []).map(imageUrl) };
}

/** The published ones shown under `row` (which may be a draft, in a staff member's preview). */
export async function othersOf(db: Queryable, row: PublicationRow, limit: number): Promise<PublicationCard[]> {
  const { rows } = await db.query<PublicationRow>(
    `select ${SELECT} from ${FROM} where ${PUBLISHED} and n.city_id = $1 and n.id <> $2 and n.for_owners = $3
      order by (n.type = $4) desc, n.published_at desc, n.id desc limit $5`,
    [row.city_id, row.id, row.for_owners, row.type, limit],
  );
  return rows.map(toCard);
}
