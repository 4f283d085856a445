import type { LotKind } from '@estate/shared-api/dto/lots';

export type LotWithPage = Exclude<LotKind, 'parking' | 'storage'>;

/**
 * Paths of the site's own pages (the shell's route table, SPEC §2) that the API links to with absolute URLs in feeds
 * and the sitemap. Flats and apartments have `/flats/{id}`, commercial premises `/commercials/{id}`; parking spaces
 * and storage rooms have no page of their own.
 */
export const sitePaths = {
  lotPage(kind: LotWithPage, id: number): string {
    return kind === 'commercial' ? `/commercials/${id}` : `/flats/${id}`;
  },
  lot(kind: LotKind, id: number): string | null {
    return kind === 'parking' || kind === 'storage' ? null : sitePaths.lotPage(kind, id);
  },
  project(kind: 'residential' | 'commercial', slug: string): string {
    return kind === 'commercial'
      ? `/projects/commercial/${encodeURIComponent(slug)}`
      : `/projects/${encodeURIComponent(slug)}`;
  },
  publication(slug: string): string {
    return `/press/${encodeURIComponent(slug)}`;
  },
};
