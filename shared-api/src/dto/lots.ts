// Lots: flats and apartments (/api/flats/), commercial premises (/api/commercial/),
// parking spaces (/api/parking/) and storage rooms (/api/storage/).
import type { Coords, FacetOption, FacetRange, ImagePath, LabeledValue, PlanBox } from './common';
import type { ProjectKind } from './projects';

export type LotKind = 'flat' | 'apartment' | 'commercial' | 'parking' | 'storage';
export type LotStatus = 'free' | 'booked' | 'sold';
export type Finishing = 'without' | 'white_box' | 'fine';
export type LotFeature =
  | 'balcony'
  | 'terrace'
  | 'view'
  | 'high_ceilings'
  | 'two_bathrooms'
  | 'wardrobe'
  | 'separate_entrance'
  | 'showcase'
  | 'ev_charger';
export type CommercialType = 'retail' | 'office' | 'food' | 'free_purpose';

/** The four lot list endpoints: `/api/${LotEndpoint}/`. */
export type LotEndpoint = 'flats' | 'commercial' | 'parking' | 'storage';

export type LotOrdering = 'price' | '-price' | 'area' | '-area' | 'floor' | '-floor' | 'completion' | '-completion';

/**
 * Query of a lot list / facets request. Arrays are repeated parameters (`rooms=1&rooms=2`).
 * Defaults: lots with status free or booked (sold ones only when `status=sold` is asked), ordering `price`, limit 20 (max 100).
 * A range whose `_min` is above its `_max` is read swapped (the range between the two).
 */
export interface LotQuery {
  city?: string;
  /** 0 = studio … 4 = four rooms or more (flats only). */
  rooms?: number[];
  /** true: apartments only; false: flats only; absent: both (flats endpoint). */
  is_apartment?: boolean;
  /** Commercial premise type (commercial endpoint). */
  commercial?: CommercialType[];
  /** Project slugs. */
  project?: string[];
  /** Building ids. */
  building?: number[];
  price_min?: number;
  price_max?: number;
  area_min?: number;
  area_max?: number;
  kitchen_area_min?: number;
  kitchen_area_max?: number;
  floor_min?: number;
  floor_max?: number;
  not_first?: boolean;
  not_last?: boolean;
  /** Completion quarters as `YYYY-Q`, e.g. `2027-2`. */
  completion?: string[];
  finishing?: Finishing[];
  /** A lot must have every listed feature. */
  features?: LotFeature[];
  status?: LotStatus[];
  only_free?: boolean;
  ordering?: LotOrdering;
  limit?: number;
  offset?: number;
}

export interface LotCompletion {
  year: number;
  quarter: number;
  /** '2 кв. 2027' */
  label: string;
  is_completed: boolean;
}

export interface LotProjectRef {
  id: number;
  slug: string;
  name: string;
}

export interface LotBuildingRef {
  id: number;
  name: string;
}

/** A lot in a list, a favourite, a comparison or a similar-lots strip. */
export interface LotCard {
  id: number;
  /** The lot's id in the sales system (the catalogue feed's `external_id`; seeded lots: `lot-<id>`). */
  external_id: string;
  kind: LotKind;
  /** 'Квартира', 'Апартаменты', 'Коммерческое помещение', 'Машино-место', 'Кладовая' */
  kind_label: string;
  /** Ready to print: '2-комнатная квартира', 'Студия', 'Офис', 'Машино-место № 12' … */
  title: string;
  city: string;
  rooms: number | null;
  /** SPEC §3 labels: 'Студия', '2-комнатная'; short '2-комн.'; extra '2к'. */
  rooms_label: string | null;
  rooms_short: string | null;
  rooms_extra: string | null;
  is_apartment: boolean;
  commercial_type: CommercialType | null;
  commercial_type_label: string | null;
  area: number;
  kitchen_area: number | null;
  ceiling_height: number;
  floor: number;
  floors_total: number;
  price: number;
  old_price: number | null;
  /** old_price − price, roubles. */
  discount: number | null;
  discount_percent: number | null;
  price_per_meter: number;
  /** Monthly payment with the city's lowest-rate mortgage programme, 20 % down, 30 years (null when none applies). */
  mortgage_payment: number | null;
  status: LotStatus;
  status_label: string;
  finishing: Finishing | null;
  finishing_label: string | null;
  features: LabeledValue<LotFeature>[];
  completion: LotCompletion;
  project: LotProjectRef;
  building: LotBuildingRef;
  /** Section number within the building. */
  section: number;
  number: string;
  layout_image: ImagePath | null;
  layout_furniture_image: ImagePath | null;
  /** The floor (or underground level) plan the lot sits on; `plan_position` marks it. */
  plan_image: ImagePath;
  plan_position: PlanBox;
  /** Slugs of base data `property_tags` that apply: discount, view, finishing, ready, terrace. */
  tags: string[];
}

export interface LotDetail extends LotCard {
  section_id: number;
  floor_id: number;
  layout: { id: number; code: string; image: ImagePath; furniture_image: ImagePath | null } | null;
  address: string;
  coords: Coords;
  developer: string;
  /** Project declaration on наш.дом.рф (214-FZ). */
  declaration_url: string;
  finishing_description: string | null;
  project_class: string;
  /** whether the lot's project is a residential complex or a commercial one (premises are sold in both) */
  project_kind: ProjectKind;
}

export type LotMultiFilter = 'rooms' | 'project' | 'building' | 'completion' | 'finishing' | 'features' | 'commercial';
export type LotRangeFilter = 'price' | 'area' | 'kitchen_area' | 'floor';
export type LotFlagFilter = 'is_apartment' | 'not_first' | 'not_last' | 'only_free';

/**
 * `facets/` body for the current filters. Each multi facet (except `features`) and each range is computed ignoring
 * its own filter, so choosing one more value of it shows exactly `count` more lots. `features` are combined with AND,
 * so their counts include the features already chosen. `flags` counts lots that remain when the flag is switched on.
 */
export interface LotFacets {
  count: number;
  options: Partial<Record<LotMultiFilter, FacetOption<string | number>[]>>;
  ranges: Partial<Record<LotRangeFilter, FacetRange>>;
  flags: Partial<Record<LotFlagFilter, number>>;
}

/** `{id}/similar/`: up to 8 (`?limit=` up to 20) lots of the same type nearby in price. */
export type SimilarLots = LotCard[];

/** `projects/` of a lot endpoint: projects with such lots in the city. */
export interface LotProjectSummary extends LotProjectRef {
  count: number;
  min_price: number | null;
}

/** `/api/parking/selection_scheme/` and `/api/storage/selection_scheme/` (`?project=` slug, `?building=` id). */
export interface SelectionScheme {
  project: LotProjectRef;
  levels: SelectionSchemeLevel[];
}

export interface SelectionSchemeLevel {
  building: LotBuildingRef;
  section: number;
  floor: number;
  floor_id: number;
  plan_image: ImagePath;
  lots: SelectionSchemeLot[];
}

export interface SelectionSchemeLot {
  id: number;
  number: string;
  status: LotStatus;
  price: number;
  area: number;
  position: PlanBox;
}

/** `{lot endpoint}/{id}/price_history/`: every change of the lot's price or status, oldest first. */
export interface LotPriceHistory {
  /** The price went down in the last 30 days (the lot page says «Цена снижена»). */
  price_dropped: boolean;
  points: LotPricePoint[];
}

export interface LotPricePoint {
  /** ISO time of the change. */
  date: string;
  price: number;
  old_price: number | null;
  status: LotStatus;
}

/** `POST {flats|commercial}/{id}/price_alerts/` (`email`, `agreement`, `url`): 201, a confirmation letter is on its way. */
export interface PriceAlertCreated {
  detail: string;
}
