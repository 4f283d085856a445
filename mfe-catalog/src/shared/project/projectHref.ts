import type { ProjectKind } from '@estate/shared-api/dto/projects';

export function projectHref(kind: ProjectKind, slug: string): string {
  return kind === 'commercial' ? `/projects/commercial/${slug}` : `/projects/${slug}`;
}

/** Lots of a project in the selection: flats of a residential project, premises of a commercial one. */
export function projectSelectionHref(kind: ProjectKind, slug: string): string {
  return kind === 'commercial' ? `/selections/commercial?project=${encodeURIComponent(slug)}` : `/selections/flat?project=${encodeURIComponent(slug)}`;
}
