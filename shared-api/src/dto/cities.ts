// Cities: GET /api/cities/ (a plain array) and GET /api/cities/guess-city/.
import type { Coords } from './common';

export interface City {
  id: number;
  /** 'Москва', 'Тула' */
  title: string;
  /** 'moskva' (default) or 'tula' */
  slug: string;
  abbreviation: string;
  /** 'в Москве' */
  title_in: string;
  is_default: boolean;
  coords: Coords;
  /** Lots on sale (free or booked) in the city, all kinds. */
  property_count: number;
}

/** `guess-city/`: the city of the request host (`tula.<site>` → tula), else the default city. */
export interface GuessedCity extends City {
  /** true when the host named the city, false when it is the default. */
  detected: boolean;
}
