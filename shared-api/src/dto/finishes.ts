// Finishing options: GET /api/finishes/ (a plain array).
import type { ImagePath } from './common';
import type { Finishing } from './lots';

export interface Finish {
  id: number;
  slug: Finishing;
  /** 'Без отделки', 'White box', 'Чистовая' */
  name: string;
  description: string;
  items: string[];
  images: ImagePath[];
  /** Extra cost per square metre, roubles (null when included). */
  price_per_meter: number | null;
}
