// Publication fixtures shaped like the API's.
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard, PublicationDetail, PublicationType } from '@estate/shared-api/dto/publications';

export function makePublication(id: number, type: PublicationType = 'news'): PublicationCard {
  return {
    id,
    slug: `${type}-${id}`,
    type,
    type_label: type === 'news' ? 'Новости' : 'Telegram',
    title: `${type === 'news' ? 'Новость' : 'Пост'} ${id}`,
    lead: `Кратко о публикации ${id}`,
    cover: `/img/media/cover-${id}.jpg`,
    published_at: new Date(Date.UTC(2026, 2, 5 + (id % 20), 9)).toISOString(),
    city: 'moskva',
    project: null,
    telegram_url: type === 'telegram' ? `https://t.me/channel/${id}` : null,
    for_owners: false,
  };
}

export function makeDetail(id: number, overrides: Partial<PublicationDetail> = {}): PublicationDetail {
  return {
    ...makePublication(id),
    body: '<p>Текст публикации</p>',
    images: ['/img/media/a.jpg', '/img/media/b.jpg'],
    ...overrides,
  };
}

/** A page of `all` like /api/publications/ answers it for ?limit&offset. */
export function pageOf<T>(all: readonly T[], query: URLSearchParams): Paginated<T> {
  const limit = Number(query.get('limit') ?? 20);
  const offset = Number(query.get('offset') ?? 0);
  return { count: all.length, next: null, previous: null, results: all.slice(offset, offset + limit) };
}
