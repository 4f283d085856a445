// Offices and excursions: GET /api/offices/ (?city, project (slug), is_central), /api/offices/central/ (?city), specs/, facets/,
// /api/offices/viewing/ (?property: a lot id), /api/excursions/ (?city, project (slug)), /api/excursions/projects/ (?city).
import type { Coords, ImagePath } from './common';
import type { LotProjectRef } from './lots';

export interface OfficeHours {
  /** 'Пн–Пт' */
  days: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** 'HH:MM' */
  from: string;
  to: string;
}

export interface Office {
  id: number;
  city: string;
  name: string;
  address: string;
  coords: Coords;
  phone: string;
  email: string;
  hours: OfficeHours[];
  /** ['Пн–Пт: 09:00–20:00', 'Сб–Вс: 10:00–18:00'] */
  hours_text: string[];
  is_central: boolean;
  metro: string | null;
  image: ImagePath;
  project: LotProjectRef | null;
}

/** `viewing/?property=<lot id>`: where that lot is shown (its project's sales office, else the city's central one); 404 for a lot unknown or sold. */
export type ViewingOffice = Pick<Office, 'id' | 'name' | 'address' | 'hours'>;

export interface Excursion {
  id: number;
  city: string;
  title: string;
  description: string;
  duration_minutes: number;
  image: ImagePath;
  project: LotProjectRef;
  office: { id: number; name: string; address: string; coords: Coords; hours: OfficeHours[] };
}
