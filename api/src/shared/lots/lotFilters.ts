import type { CommercialType, Finishing, LotFeature, LotOrdering, LotStatus } from '@estate/shared-api/dto/lots';
import type { QueryReader } from '../../http/queryReader';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_STATUSES } from '../../domain/lotVocabulary';
import type { LotEndpointConfig } from './lotEndpoints';

export const LOT_ORDERINGS: readonly LotOrdering[] = ['price', '-price', 'area', '-area', 'floor', '-floor', 'completion', '-completion'];

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

/** A range filter; bounds given the wrong way round (от 30 млн до 10 млн) are read as the range they name. */
function readRange(query: QueryReader, name: string, integer: boolean): Range {
  const read = (param: string) => (integer ? query.int(param, { min: -10 }) : query.number(param, { min: 0 }));
  let min = read(`${name}_min`);
  let max = read(`${name}_max`);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

function readCompletion(query: QueryReader): number[] {
  const out: number[] = [];
  for (const raw of query.values('completion')) {
    const match = /^(\d{4})-([1-4])$/.exec(raw);
    if (!match) {
      query.fail('completion', `Неверный формат срока сдачи: ${raw}. Используйте ГГГГ-К, например 2027-2.`);
      continue;
    }
    const value = Number(match[1]) * 10 + Number(match[2]);
    if (!out.includes(value)) out.push(value);
  }
  return out;
}

export function readLotFilters(query: QueryReader, config: LotEndpointConfig, cityId: number | undefined): LotFilters {
  const isApartment = config.flags.includes('is_apartment') ? query.bool('is_apartment') : undefined;
  const has = (name: string) => (config.multi as readonly string[]).includes(name) || (config.ranges as readonly string[]).includes(name) || (config.flags as readonly string[]).includes(name);
  return {
    ...(cityId !== undefined && { cityId }),
    rooms: has('rooms') ? query.ints('rooms', { min: 0, max: 4 }) : [],
    ...(isApartment !== undefined && { isApartment }),
    commercial: has('commercial') ? query.choices('commercial', COMMERCIAL_TYPES) : [],
    project: query.values('project'),
    building: query.ints('building', { min: 1 }),
    price: has('price') ? readRange(query, 'price', true) : {},
    area: has('area') ? readRange(query, 'area', false) : {},
    kitchenArea: has('kitchen_area') ? readRange(query, 'kitchen_area', false) : {},
    floor: has('floor') ? readRange(query, 'floor', true) : {},
    notFirst: has('not_first') ? query.bool('not_first') === true : false,
    notLast: has('not_last') ? query.bool('not_last') === true : false,
    completion: readCompletion(query),
    finishing: has('finishing') ? query.choices('finishing', FINISHINGS) : [],
    features: has('features') ? query.choices('features', config.features) : [],
    status: query.choices('status', LOT_STATUSES),
    onlyFree: query.bool('only_free') === true,
  };
}

export function readOrdering(query: QueryReader): LotOrdering {
  return query.choice('ordering', LOT_ORDERINGS) ?? 'price';
}
