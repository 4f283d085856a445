// One URL per page: the path in lower case, without a trailing slash or repeated slashes, and an alias in the form
// of the page it shows (routeAliases). Any other form is answered with a permanent redirect to this one, its query
// kept.
import { routeAliases } from './routeTable';

/** Upper-case letters outside percent escapes (%D0%BF stays: its hex digits are not letters of the path). */
const lowerCase = (path: string) => path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()));

/** The canonical path of `pathname` (with `search`, `?…` or empty), or null when it already is. */
export function canonicalLocation(pathname: string, search = ''): string | null {
  const tidy = lowerCase(pathname).replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const path = routeAliases[tidy]?.(new URLSearchParams(search)) ?? tidy;
  return path === pathname ? null : `${path}${search === '?' ? '' : search}`;
}
