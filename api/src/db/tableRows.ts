// The rows of the catalogue's tables as the seed writes them; queries that read a table type their rows from these.
import type { PlanBox } from '../shared/schemas/commonSchemas';
import type { CommercialType, Finishing, LotFeature, LotKind, LotStatus } from '../shared/lots/lotSchemas';

export interface BuildingRow {
  id: number;
  project_id: number;
  name: string;
  number: number;
  floors_total: number;
  completion_year: number;
  completion_quarter: number;
  is_completed: boolean;
  polygon: [number, number][];
  label_position: { x: number; y: number };
  /** the classifieds' ids of the house, and Avito's house type and sale method */
  yandex_house_id: string;
  cian_house_id: string;
  avito_development_id: string;
  avito_house_type: string;
  avito_sale_method: string;
}

export interface SectionRow {
  id: number;
  building_id: number;
  number: number;
  floors_total: number;
}

export interface FloorRow {
  id: number;
  section_id: number;
  building_id: number;
  number: number;
  plan_image: string;
}

export interface LayoutRow {
  id: number;
  project_id: number;
  kind: LotKind;
  code: string;
  rooms: number | null;
  area: number;
  kitchen_area: number | null;
  image: string;
  furniture_image: string | null;
}

export interface LotRow {
  id: number;
  kind: LotKind;
  city_id: number;
  project_id: number;
  building_id: number;
  section_id: number;
  floor_id: number;
  floor: number;
  floors_total: number;
  number: string;
  rooms: number | null;
  commercial_type: CommercialType | null;
  area: number;
  kitchen_area: number | null;
  ceiling_height: number;
  price: number;
  old_price: number | null;
  status: LotStatus;
  finishing: Finishing | null;
  features: LotFeature[];
  completion_year: number;
  completion_quarter: number;
  layout_id: number | null;
  plan_position: PlanBox;
}
