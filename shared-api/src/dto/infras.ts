// Infrastructure around projects: GET /api/infras/ (?project (slug), category (slug, repeatable), city, limit, offset),
// /api/infras/{id}/, /api/infras/projects/ (?city), /api/infras_categories/ (?project) and /api/infras_categories/{slug}/.
import type { Coords } from './common';
import type { LotProjectRef } from './lots';

export interface InfraCategory {
  id: number;
  /** 'metro', 'schools', 'kindergartens', 'shops', 'parks', 'sport', 'medicine', 'cafes' */
  slug: string;
  name: string;
  icon: string;
  /** Points of the category (around the requested project, when given). */
  count: number;
}

export interface InfraPoint {
  id: number;
  category: Omit<InfraCategory, 'count'>;
  project: LotProjectRef;
  name: string;
  address: string;
  coords: Coords;
  walking_minutes: number;
  /** Map pin kind: metro stations show their walking time. */
  pin: 'metro' | 'infrastructure';
  metro_line: string | null;
  metro_color: string | null;
}
