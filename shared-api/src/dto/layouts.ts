// Layouts: GET /api/layouts/ (?city, project (slug, repeatable), kind, rooms (repeatable), limit, offset), {id}/, facets/, specs/.
import type { FacetOption, ImagePath } from './common';
import type { LotKind, LotProjectRef } from './lots';

export interface Layout {
  id: number;
  project: LotProjectRef;
  kind: LotKind;
  /** '2К-1', 'С-2А' */
  code: string;
  rooms: number | null;
  rooms_label: string | null;
  area: number;
  kitchen_area: number | null;
  image: ImagePath;
  furniture_image: ImagePath | null;
  /** Lots on sale with this layout. */
  lots_count: number;
  min_price: number | null;
}

export interface LayoutFacets {
  count: number;
  options: { project: FacetOption<string>[]; rooms: FacetOption<number>[]; kind: FacetOption<string>[] };
}
