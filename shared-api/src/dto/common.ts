// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

/** A page of a list endpoint: `?limit=&offset=`; `next`/`previous` are absolute URLs or null. */
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
export type ValidationErrors = Schemas['FieldErrors'];
export type ErrorDetail = Schemas['ErrorDetail'];
export type Coords = Schemas['Coords'];
export type PlanBox = Schemas['PlanBox'];
/** An image path of the resizing proxy: `/img/<path>`; append `?size=640&format=webp&quality=80` etc. */
export type ImagePath = string;
export type FilterSpec = Schemas['FilterSpec'];
export type FilterKind = FilterSpec['kind'];
export type ListSpecs = Schemas['ListSpecs'];
export type LabeledValue<V = string> = { value: V; label: string };
export type FacetOption<V = string | number | boolean> = { value: V; label: string; count: number };
export type FacetRange = Schemas['FacetRange'];
