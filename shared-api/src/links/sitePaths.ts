// The paths of the site's own pages (the shell's route table, SPEC §2): every app links through here, and the API
// builds the absolute URLs of its feeds, sitemap and letters from the same map. Flats and apartments have
// `/flats/{id}`, commercial premises `/commercials/{id}`; parking spaces and storage rooms have no page of their own.
import type { LotKind } from '../dto/lots';
import type { ProjectKind } from '../dto/projects';

export type LotWithPage = Exclude<LotKind, 'parking' | 'storage'>;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`],
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

export const sitePaths = {
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
  selection(type: string, query: Record<string, string | undefined> = {}): string {
    return withQuery(`/selections/${type}`, query);
  },
  /** flats (or apartments) of a room count in the selection (SPEC §2) */
  rooms(rooms: number, kind: 'flat' | 'apartment'): string {
    return kind === 'apartment'
      ? `/selections?rooms=${rooms}&is_apartment=true`
      : `/selections?rooms=${rooms}`;
  },
  /** lots of a project in the selection: flats of a residential project, premises of a commercial one */
  projectSelection(kind: ProjectKind, slug: string): string {
    return sitePaths.selection(kind === 'commercial' ? 'commercial' : 'flat', { project: slug });
  },
};
