// Shapes every API endpoint shares (Django REST style). Types only: the API server and the apps compile against them.

/** A page of a list endpoint: `?limit=&offset=`; `next`/`previous` are absolute URLs or null. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** 400 body: field name (or `non_field_errors`) to its messages, in Russian. */
export type ValidationErrors = Record<string, string[]>;

/** 403, 404, 405, 429, 500 body. */
export interface ErrorDetail {
  detail: string;
}

export interface LabeledValue<V = string> {
  value: V;
  label: string;
}

export interface Coords {
  lat: number;
  lng: number;
}

/** A rectangle on a plan picture, in percent of its width/height (0..100). */
export interface PlanBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An image path served by the resizing proxy: `/img/<path>`; append `?size=640&format=webp&quality=80` etc. */
export type ImagePath = string;

/** How a filter is chosen in the UI: several values, a min/max pair, a checkbox, or one value. */
export type FilterKind = 'multi' | 'range' | 'bool' | 'select';

/** One filter described by a `specs/` endpoint. */
export interface FilterSpec {
  /** Query parameter name; ranges use `${name}_min` and `${name}_max`. */
  name: string;
  kind: FilterKind;
  label: string;
  /** multi/select: the choosable values with Russian labels. */
  options?: LabeledValue<string | number | boolean>[];
  /** range: overall bounds for the endpoint (and city, when given). */
  min?: number | null;
  max?: number | null;
  unit?: string;
  /** range: the two query parameters. */
  params?: { min: string; max: string };
}

/** The `specs/` body of a filterable list. */
export interface ListSpecs {
  filters: FilterSpec[];
  ordering: LabeledValue[];
  default_ordering: string;
  page_size: number;
  max_page_size: number;
}

/** A value still available under the current filters, with the number of objects it would show. */
export interface FacetOption<V = string | number | boolean> {
  value: V;
  label: string;
  count: number;
}

/** Bounds of a range filter under the current filters (null when nothing matches). */
export interface FacetRange {
  min: number | null;
  max: number | null;
}
