// Project documents: GET /api/documents/ (?project (slug), city, type (repeatable), limit, offset), facets/, specs/.
import type { FacetOption } from './common';
import type { LotProjectRef } from './lots';

export type DocumentType = 'declaration' | 'declaration_change' | 'permit' | 'land' | 'conclusion';

export interface ProjectDocument {
  id: number;
  project: LotProjectRef;
  type: DocumentType;
  /** 'Проектная декларация' … */
  type_label: string;
  title: string;
  /** The declaration links to наш.дом.рф. */
  url: string;
  file_size: number | null;
  /** YYYY-MM-DD */
  published_at: string;
}

export interface DocumentFacets {
  count: number;
  options: { type: FacetOption<string>[]; project: FacetOption<string>[] };
}
