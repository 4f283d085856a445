// How deep the visitor has read a section ('show more' pages), kept in the URL (`pages`) so Back and reload show
// the same depth. A section opened from its tab starts from its newest: no `pages`.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
export const PRESS_DEPTH_PARAM = 'pages';

/** Bounds what one document asks the API for (a server render fetches every page of the depth). */
export const MAX_PRESS_DEPTH = 20;

/** The pages shown: 1 unless the URL says more, at most MAX_PRESS_DEPTH. */
export function readPressDepth(search: URLSearchParams): number {
  const value = Number(search.get(PRESS_DEPTH_PARAM));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_PRESS_DEPTH) : 1;
}

/** The press URL showing `depth` pages, keeping the other query parameters. */
export function pressDepthHref(depth: number, search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  if (depth > 1) next.set(PRESS_DEPTH_PARAM, String(depth));
  else next.delete(PRESS_DEPTH_PARAM);
  return sitePaths.press(next);
}
