// Projects: GET /api/projects/ and /api/projects_commercial/ (?city, class, completion_year, rooms, limit, offset),
// {slug}/, {slug}/buildings/, facets/, specs/.
import type { Coords, FacetOption, ImagePath } from './common';

export type ProjectKind = 'residential' | 'commercial';

export interface MetroStationRef {
  name: string;
  line: string;
  /** Line colour, '#E42313'. */
  color: string;
  walking_minutes: number;
}

export interface ProjectCompletion {
  year: number;
  quarter: number;
  /** '4 кв. 2027' */
  label: string;
}

/** Lots on sale of one room count (residential) or one kind, for "Студии от 9,8 млн ₽" lines. */
export interface ProjectOfferLine {
  /** 'rooms_0'…'rooms_4', 'commercial', 'parking', 'storage' */
  key: string;
  label: string;
  count: number;
  min_price: number;
  min_area: number;
  max_area: number;
}

export interface ProjectCard {
  id: number;
  slug: string;
  name: string;
  kind: ProjectKind;
  city: string;
  /** 'Комфорт', 'Бизнес', 'Премиум', 'Класс B+' … */
  class: string;
  address: string;
  district: string;
  coords: Coords;
  short_description: string;
  image: ImagePath;
  completion: ProjectCompletion;
  badges: string[];
  metro: MetroStationRef[];
  /** Lots on sale (flats and apartments for residential projects, premises for commercial ones). */
  lots_count: number;
  min_price: number | null;
  offer: ProjectOfferLine[];
}

export interface ProjectBuilding {
  id: number;
  name: string;
  number: number;
  floors_total: number;
  sections_count: number;
  completion: ProjectCompletion;
  is_completed: boolean;
  lots_count: number;
  free_count: number;
  min_price: number | null;
}

export interface ProjectDetail extends ProjectCard {
  /** HTML. */
  description: string;
  gallery: ImagePath[];
  genplan_image: ImagePath;
  /** 214-FZ: the project declaration on наш.дом.рф. */
  declaration_url: string;
  /** 214-FZ: the developer's name. */
  developer: string;
  buildings: ProjectBuilding[];
  /** Offer lines for every kind on sale in the project, parking and storage included. */
  offer_all: ProjectOfferLine[];
  has_progress: boolean;
  has_excursions: boolean;
}

/** `facets/` of the projects list: number of projects per value, each facet ignoring its own filter. */
export interface ProjectFacets {
  count: number;
  options: {
    class: FacetOption<string>[];
    completion_year: FacetOption<number>[];
    rooms?: FacetOption<number>[];
  };
}
