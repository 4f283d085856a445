// The two sections of the press centre, chosen by the query parameter `type` (product §2 press links).
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { PublicationType } from '@estate/shared-api/dto/publications';
import { PRESS_DEPTH_PARAM } from './pressDepth';

export const PRESS_TYPES: readonly { id: PublicationType; label: string }[] = [
  { id: 'news', label: 'Новости' },
  { id: 'telegram', label: 'Telegram' },
];

export const DEFAULT_PRESS_TYPE: PublicationType = 'news';

export function isPressType(value: string | null): value is PublicationType {
  return PRESS_TYPES.some((type) => type.id === value);
}

/** The section in the URL; an unknown or missing value means news. */
export function readPressType(search: URLSearchParams): PublicationType {
  const value = search.get('type');
  return isPressType(value) ? value : DEFAULT_PRESS_TYPE;
}

/** The press URL of a section from its newest, keeping the other query parameters (utm and the like). */
export function pressHref(type: PublicationType, search: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(search);
  next.set('type', type);
  next.delete(PRESS_DEPTH_PARAM);
  return sitePaths.press(next);
}
