// A lot's own page: flats and apartments under /flats, commercial premises under /commercials (SPEC §2);
// parking spaces and storage rooms have none.
import type { LotKind } from '@estate/shared-api/dto/lots';

export function lotHref(kind: LotKind, id: number): string | undefined {
  if (kind === 'flat' || kind === 'apartment') return `/flats/${id}`;
  if (kind === 'commercial') return `/commercials/${id}`;
  return undefined;
}
