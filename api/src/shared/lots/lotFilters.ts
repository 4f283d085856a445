// The query of a lot list or its facets: its schema (per endpoint: the filters it understands) and the filters it
// becomes for the SQL of lotConditions.ts.
import { Type, type TSchema } from 'typebox';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_ORDERINGS, LOT_STATUSES, type CommercialType, type Finishing, type LotFeature, type LotOrdering, type LotStatus } from '../../domain/lotVocabulary';
import { cityQuery, Decimal, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { StringEnum } from '../../http/schema/types';
import type { LotEndpointConfig } from './lotEndpoints';

export interface Range {
  min?: number;
  max?: number;
}

/** Parsed, validated filters of a lot request; only those the endpoint understands are read. */
export interface LotFilters {
  cityId?: number;
  rooms: number[];
  isApartment?: boolean;
  commercial: CommercialType[];
  project: string[];
  building: number[];
  price: Range;
  area: Range;
  kitchenArea: Range;
  floor: Range;
  notFirst: boolean;
  notLast: boolean;
  /** year * 10 + quarter */
  completion: number[];
  finishing: Finishing[];
  features: LotFeature[];
  status: LotStatus[];
  onlyFree: boolean;
}

const COMPLETION = Type.String({
  pattern: '^\\d{4}-[1-4]$',
  description: 'A completion quarter, `YYYY-Q`.',
  examples: ['2027-2'],
  'x-messages': { pattern: 'Неверный формат срока сдачи: ${0}. Используйте ГГГГ-К, например 2027-2.' },
});

const RANGES: Record<string, { unit: string; integer: boolean }> = {
  price: { unit: 'roubles', integer: true },
  area: { unit: 'm²', integer: false },
  kitchen_area: { unit: 'm²', integer: false },
  floor: { unit: 'floor number', integer: true },
};

/** Every filter a lot endpoint may read; `lotQuery` keeps those of one endpoint. */
function filterParameters(config: LotEndpointConfig): Record<string, TSchema> {
  const has = (name: string) => ([...config.multi, ...config.ranges, ...config.flags] as string[]).includes(name);
  const out: Record<string, TSchema> = {
    ...cityQuery,
    project: Many(Type.String(), 'Project slugs.'),
    building: Many(Int({ minimum: 1 }), 'Building ids.'),
    completion: Many(COMPLETION, 'Completion quarters.'),
    status: Many(StringEnum(LOT_STATUSES), 'Statuses; default free and booked (sold ones only when asked for).'),
    only_free: Type.Boolean({ description: 'Free lots only (wins over `status`).' }),
  };
  if (has('rooms')) out.rooms = Many(Int({ minimum: 0, maximum: 4 }), 'Rooms: 0 studio … 4 four and more.');
  if (has('is_apartment')) out.is_apartment = Type.Boolean({ description: 'true: apartments only, false: flats only.' });
  if (has('commercial')) out.commercial = Many(StringEnum(COMMERCIAL_TYPES), 'Premise types.');
  for (const [name, range] of Object.entries(RANGES)) {
    if (!has(name)) continue;
    const bound = (side: string) => (range.integer ? Int({ minimum: -10, description: `${side}, ${range.unit}.` }) : Decimal({ minimum: 0, description: `${side}, ${range.unit}.` }));
    out[`${name}_min`] = bound('At least');
    out[`${name}_max`] = bound('At most');
  }
  if (has('not_first')) out.not_first = Type.Boolean({ description: 'Not on the first floor.' });
  if (has('not_last')) out.not_last = Type.Boolean({ description: 'Not on the top floor.' });
  if (has('finishing')) out.finishing = Many(StringEnum(FINISHINGS), 'Finishings.');
  if (has('features') && config.features.length) out.features = Many(StringEnum(config.features), 'Features a lot must all have.');
  return out;
}

/** The query of `{endpoint}/facets/` (the filters). */
export const lotFacetQuery = (config: LotEndpointConfig) => Type.Unsafe<LotQueryValues & { city?: string }>(Query(filterParameters(config)));

/** The query of `{endpoint}/` (the filters, the ordering, the page). */
export const lotListQuery = (config: LotEndpointConfig) =>
  Type.Unsafe<LotQueryValues & { city?: string; limit?: number; offset?: number }>(
    Query({ ...filterParameters(config), ordering: StringEnum(LOT_ORDERINGS, { description: 'Sort order (`price` by default); `-` for descending.' }), ...pageQuery }),
  );

/** What a lot query may hold (a request's, or a stored selection's). */
export interface LotQueryValues {
  rooms?: number[];
  is_apartment?: boolean;
  commercial?: CommercialType[];
  project?: string[];
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
  completion?: string[];
  finishing?: Finishing[];
  features?: LotFeature[];
  status?: LotStatus[];
  only_free?: boolean;
  ordering?: LotOrdering;
}

/** A range filter; bounds given the wrong way round (от 30 млн до 10 млн) are read as the range they name. */
const range = (min: number | undefined, max: number | undefined): Range =>
  min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
const unique = <T>(values: readonly T[] | undefined): T[] => [...new Set(values ?? [])];

/** The filters of a validated query (only those the endpoint understands). */
export function lotFilters(query: LotQueryValues, config: LotEndpointConfig, cityId: number | undefined): LotFilters {
  const has = (name: string) => ([...config.multi, ...config.ranges, ...config.flags] as string[]).includes(name);
  return {
    ...(cityId !== undefined && { cityId }),
    rooms: has('rooms') ? unique(query.rooms) : [],
    ...(has('is_apartment') && query.is_apartment !== undefined && { isApartment: query.is_apartment }),
    commercial: has('commercial') ? unique(query.commercial) : [],
    project: query.project ?? [],
    building: query.building ?? [],
    price: has('price') ? range(query.price_min, query.price_max) : {},
    area: has('area') ? range(query.area_min, query.area_max) : {},
    kitchenArea: has('kitchen_area') ? range(query.kitchen_area_min, query.kitchen_area_max) : {},
    floor: has('floor') ? range(query.floor_min, query.floor_max) : {},
    notFirst: has('not_first') && query.not_first === true,
    notLast: has('not_last') && query.not_last === true,
    completion: unique((query.completion ?? []).map((value) => Number(value.slice(0, 4)) * 10 + Number(value.slice(5)))),
    finishing: has('finishing') ? unique(query.finishing) : [],
    features: has('features') ? unique(query.features).filter((feature) => config.features.includes(feature)) : [],
    status: unique(query.status),
    onlyFree: query.only_free === true,
  };
}
