// Construction progress: GET /api/progress/ (?project (slug), city, year, limit, offset), {id}/.
import type { ImagePath } from './common';
import type { LotProjectRef } from './lots';

export interface ProgressReport {
  id: number;
  project: LotProjectRef;
  year: number;
  month: number;
  /** 'Октябрь 2026' */
  title: string;
  text: string;
  photos: ImagePath[];
  /** YYYY-MM-DD */
  published_at: string;
}
