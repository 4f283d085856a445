// The one rule for a numeric id in a page or API path (`/flats/{id}`, `/api/flats/{id}/`): a positive integer in at
// most nine digits, without leading zeros, so one lot has one URL and every id fits PostgreSQL's integer.
const ID = /^[1-9]\d{0,8}$/;

/** Whether `raw` is such an id. */
export function isPathId(raw: string | undefined): raw is string {
  return ID.test(raw ?? '');
}

/** The id `raw` names, or null. */
export function parsePathId(raw: string | undefined): number | null {
  return isPathId(raw) ? Number(raw) : null;
}
