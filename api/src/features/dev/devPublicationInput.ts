import type { PublicationType } from '../../shared/publications/publicationSchemas';

/** Django REST Framework's Russian messages the schema gives its rules. */
export const devPublicationMessages = {
  notString: 'Недопустимая строка.',
  notList: 'Ожидался list со значениями.',
  slug: 'Введите корректный "slug", состоящий из букв, цифр, знаков подчеркивания или дефисов.',
  slugTaken: 'Публикация с таким slug уже существует.',
  datetime: 'Неправильный формат datetime. Используйте один из этих форматов: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
};

/** A checked `POST /api/dev/publications/` body. */
export interface DevPublicationInput {
  cityId: number;
  type: PublicationType;
  /** null: derive one from the title. */
  slug: string | null;
  title: string;
  lead: string;
  body: string;
  /** A stored image path without `/img/`; null: a seeded press cover. */
  cover: string | null;
  images: string[];
  forOwners: boolean;
  /** null: now. */
  publishedAt: Date | null;
}

/** `/img/press/cover-1.jpg` and `press/cover-1.jpg` both name the stored image `press/cover-1.jpg`. */
const storedImagePath = (value: string): string => value.trim().replace(/^\/img\//, '').replace(/^\/+/, '');

/** The publication a validated body describes (`cityId`: its city's). */
export function devPublicationInput(body: {
  type: PublicationType;
  slug?: string;
  title: string;
  lead?: string;
  body: string;
  cover?: string;
  images?: string[];
  for_owners?: boolean;
  published_at?: string;
}, cityId: number): DevPublicationInput {
  return {
    cityId,
    type: body.type,
    slug: body.slug?.trim() || null,
    title: body.title.trim(),
    lead: body.lead?.trim() ?? '',
    // The body is stored exactly as sent: that is the point of this endpoint (GET sanitises it).
    body: body.body,
    cover: body.cover === undefined ? null : storedImagePath(body.cover) || null,
    images: (body.images ?? []).map(storedImagePath),
    forOwners: body.for_owners ?? false,
    publishedAt: body.published_at === undefined ? null : new Date(body.published_at),
  };
}
