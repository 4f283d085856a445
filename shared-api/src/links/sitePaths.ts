// The paths of the site's own pages (the shell's route table, product §2): every app links through here, and the API
// builds the absolute URLs of its feeds, sitemap and letters from the same map (lint allows page-path strings only
// here and in the route tables). Flats and apartments have `/flats/{id}`, commercial premises `/commercials/{id}`;
// parking spaces and storage rooms have no page of their own.
import type { LotKind } from '../dto/lots';
import type { ProjectKind } from '../dto/projects';

export type LotWithPage = Exclude<LotKind, 'parking' | 'storage'>;

/** A page's query: named values (undefined left out), or the parameters of the URL being changed, kept as they are. */
type Query = Record<string, string | undefined> | URLSearchParams;

function withQuery(path: string, query: Query): string {
  const text =
    query instanceof URLSearchParams
      ? query.toString()
      : Object.entries(query)
          .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`]))
          .join('&');
  return text ? `${path}?${text}` : path;
}

export const sitePaths = {
  home: (): string => '/',
  about: (): string => '/about',
  contacts: (): string => '/contacts',
  excursions: (): string => '/excursions',
  favorites: (): string => '/favorites',
  comparison: (): string => '/comparison',
  policy: (): string => '/personal-data-processing-policy',
  /** the press centre; product §2's menu links carry for_owners, limit, type and city */
  press(query: Query = {}): string {
    return withQuery('/press', query);
  },
  /** the purchase methods, one of them open */
  purchase(method?: number): string {
    return withQuery('/purchase', { method: method === undefined ? undefined : String(method) });
  },
  /** the list of residential or of commercial projects */
  projects(kind: ProjectKind = 'residential'): string {
    return kind === 'commercial' ? '/projects/commercial' : '/projects';
  },
  lotPage(kind: LotWithPage, id: number): string {
    return kind === 'commercial' ? `/commercials/${id}` : `/flats/${id}`;
  },
  /** the lot's own page, null for a parking space or a storage room */
  lot(kind: LotKind, id: number): string | null {
    return kind === 'parking' || kind === 'storage' ? null : sitePaths.lotPage(kind, id);
  },
  flatPrint(id: number | string): string {
    return `/flats/print/${id}`;
  },
  project(kind: ProjectKind, slug: string): string {
    return kind === 'commercial'
      ? `/projects/commercial/${encodeURIComponent(slug)}`
      : `/projects/${encodeURIComponent(slug)}`;
  },
  publication(slug: string): string {
    return `/press/${encodeURIComponent(slug)}`;
  },
  /** a selection page (`type` is its child route: flat, commercial, parking, storage), its filters in the query */
  selection(type: string, query: Query = {}): string {
    return withQuery(`/selections/${type}`, query);
  },
  /**
   * flats (or apartments) of a room count in the selection (product §2's /selections?rooms=N&is_apartment=true, in the
   * form the shell answers it with: /selections redirects to its child route)
   */
  rooms(rooms: number, kind: 'flat' | 'apartment'): string {
    return sitePaths.selection('flat', { rooms: String(rooms), is_apartment: kind === 'apartment' ? 'true' : undefined });
  },
  /** lots of a project in the selection: flats of a residential project, premises of a commercial one */
  projectSelection(kind: ProjectKind, slug: string): string {
    return sitePaths.selection(kind === 'commercial' ? 'commercial' : 'flat', { project: slug });
  },
};
