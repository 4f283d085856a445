// One section's publications as they are loaded, page after page ('show more').
import type { Paginated } from '@estate/shared-api/dto/common';
import type { PublicationCard } from '@estate/shared-api/dto/publications';

/** product §9: press link limit. */
export const PRESS_PAGE_SIZE = 9;

export interface Feed {
  /** which city and section the items belong to */
  key: string;
  items: PublicationCard[];
  /** all publications of the section */
  count: number;
}

/** The feed after the page loaded at `offset`: items before the offset stay, the page follows, duplicates go. */
export function appendPage(previous: Feed | undefined, key: string, offset: number, page: Paginated<PublicationCard>): Feed {
  const kept = previous && previous.key === key ? previous.items.slice(0, offset) : [];
  const seen = new Set(kept.map((item) => item.id));
  return { key, items: [...kept, ...page.results.filter((item) => !seen.has(item.id))], count: page.count };
}

export function hasMore(feed: Feed): boolean {
  return feed.items.length < feed.count;
}

/** How many the next 'show more' adds. */
export function nextPageSize(feed: Feed): number {
  return Math.max(0, Math.min(PRESS_PAGE_SIZE, feed.count - feed.items.length));
}
