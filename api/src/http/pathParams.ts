import { parsePathId } from '@estate/shared-api/links/pathIds';
import { notFound } from './errors';

/** A numeric `:id` path parameter; anything else is a 404 like an unknown id. */
export function readId(params: unknown, name = 'id'): number {
  const raw = params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
  const value = typeof raw === 'string' ? parsePathId(raw) : null;
  if (value === null) throw notFound();
  return value;
}

/** A `:slug` path parameter. */
export function readSlug(params: unknown, name = 'slug'): string {
  const raw = params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
  if (typeof raw !== 'string' || raw === '' || raw.length > 200) throw notFound();
  return raw;
}
