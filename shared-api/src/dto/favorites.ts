// Favourites and comparisons of the anonymous visitor (session cookie). Same shape for both lists:
// GET /api/favorites/ (?city, kind (repeatable), limit, offset) → Paginated<ListedLot>;
// GET statistics/ (?city) → ListStatistics; POST /api/favorites/ or create/ {property} → ListChange (201 added, 200 already there);
// GET {lot id}/ → ListedLot; DELETE {lot id}/ → 204 (404 when absent); POST clear/ (?city) → 204; facets/; specs/.
// Comparisons also: GET /api/comparisons/show_differences/ (?city) and similar_flats/ (?city, limit).
import type { FacetOption } from './common';
import type { LotCard } from './lots';

export type VisitorListName = 'favorites' | 'comparisons';

export interface ListStatistics {
  /** The city asked for (null: all cities). */
  city: string | null;
  /** Lot ids in the list (of the city, when asked). */
  property_ids: number[];
  count: number;
  /** Count per city slug, all cities. */
  counts: Record<string, number>;
  total: number;
}

/** POST body: `{property: <lot id>}` (JSON, form or multipart). */
export interface ListAddRequest {
  property: number;
}

export interface ListChange {
  property: number;
  /** false when the lot was already in the list (adding is idempotent). */
  created: boolean;
  statistics: ListStatistics;
}

export interface ListedLot extends LotCard {
  /** ISO 8601. */
  added_at: string;
}

export interface ListFacets {
  count: number;
  options: { kind: FacetOption<string>[] };
}

export interface ComparisonRow {
  name: string;
  label: string;
  values: (string | number | null)[];
  /** true when the compared lots differ in this field. */
  differs: boolean;
}

export interface ComparisonDifferences {
  properties: LotCard[];
  rows: ComparisonRow[];
}
