// Press centre: GET /api/publications/ (?city, type=news|telegram, for_owners=true|false, project (slug), year,
// limit, offset), {slug}/, {slug}/other/ (?limit, default 3), facets/, specs/.
import type { FacetOption, ImagePath } from './common';
import type { LotProjectRef } from './lots';

export type PublicationType = 'news' | 'telegram';

export interface PublicationCard {
  id: number;
  slug: string;
  type: PublicationType;
  /** 'Новости' or 'Telegram' */
  type_label: string;
  title: string;
  lead: string;
  cover: ImagePath;
  /** ISO 8601 date-time. */
  published_at: string;
  city: string;
  project: LotProjectRef | null;
  /** The post in the Telegram channel (telegram type). */
  telegram_url: string | null;
  for_owners: boolean;
}

export interface PublicationDetail extends PublicationCard {
  /** Sanitised HTML; images inside point to /img/. */
  body: string;
  images: ImagePath[];
}

export interface PublicationFacets {
  count: number;
  options: { type: FacetOption<string>[]; year: FacetOption<number>[] };
}
