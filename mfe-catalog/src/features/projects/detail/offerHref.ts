// Where an offer line of a project leads: into the selection, filtered by the project (and the room count).
import type { ProjectKind, ProjectOfferLine } from '@estate/shared-api/dto/projects';

export function offerHref(kind: ProjectKind, slug: string, line: Pick<ProjectOfferLine, 'key'>): string {
  const project = `project=${encodeURIComponent(slug)}`;
  const rooms = /^rooms_([0-4])$/.exec(line.key);
  if (rooms) return `/selections/flat?${project}&rooms=${rooms[1]}`;
  if (line.key === 'parking' || line.key === 'storage' || line.key === 'commercial') return `/selections/${line.key}?${project}`;
  return kind === 'commercial' ? `/selections/commercial?${project}` : `/selections/flat?${project}`;
}
