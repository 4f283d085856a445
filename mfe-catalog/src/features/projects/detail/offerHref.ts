// Where an offer line of a project leads: into the selection, filtered by the project (and the room count).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { ProjectKind, ProjectOfferLine } from '@estate/shared-api/dto/projects';

export function offerHref(kind: ProjectKind, slug: string, line: Pick<ProjectOfferLine, 'key'>): string {
  const rooms = /^rooms_([0-4])$/.exec(line.key);
  if (rooms) return sitePaths.selection('flat', { project: slug, rooms: rooms[1] });
  if (line.key === 'parking' || line.key === 'storage' || line.key === 'commercial') return sitePaths.selection(line.key, { project: slug });
  return sitePaths.projectSelection(kind, slug);
}
