// Path and query parameters many routes share.
import { Type, type TProperties, type TSchema } from 'typebox';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../pagination';

/** PostgreSQL's `integer`: every integer parameter is compared with such a column (ids, prices, floors, years). */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;
/** Decimal parameters (areas, rates) stay far inside numeric's range. */
export const NUMBER_LIMIT = 1e9;

/** A numeric id in a path: a positive integer of at most nine digits (anything else is a 404). */
export const Id = Type.Integer({ minimum: 1, maximum: 999_999_999 });
/** A slug in a path. */
export const Slug = Type.String({ minLength: 1, maxLength: 200 });

export const IdParams = Type.Object({ id: Id });
export const SlugParams = Type.Object({ slug: Slug });

/** An integer query parameter within PostgreSQL's integer (and `bounds`). */
export const Int = (options: { minimum?: number; maximum?: number; description?: string; default?: number } = {}) =>
  Type.Integer({ minimum: INT_MIN, maximum: INT_MAX, ...options });
/** A decimal query parameter (a comma is read as the decimal point). */
export const Decimal = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Number({ minimum: -NUMBER_LIMIT, maximum: NUMBER_LIMIT, ...options });
/** A repeated query parameter (`rooms=1&rooms=2`); a single value is a list of one. */
export const Many = <T extends TSchema>(item: T, description?: string) => Type.Array(item, description ? { description } : {});

/**
 * A query string: every parameter optional; unknown ones are ignored, empty ones dropped, a parameter that is not a
 * list takes its last value (see `queryShape.ts`).
 */
export function Query<P extends TProperties>(properties: P) {
  return Type.Partial(Type.Object(properties));
}

export const CityParam = Type.String({ description: 'City slug (`moskva`, `tula`); unknown slugs are a 400.', examples: ['moskva', 'tula'] });
export const cityQuery = { city: CityParam };

export const pageQuery = {
  limit: Int({ minimum: 1, description: `Page size, ${DEFAULT_LIMIT} by default; values above ${MAX_LIMIT} count as ${MAX_LIMIT}.` }),
  offset: Int({ minimum: 0, description: 'Items to skip.' }),
};
