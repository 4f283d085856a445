// Helpers for the policy texts: a date-only value read as a calendar day, and whether HTML opens with a heading.
import { formatDate } from '@estate/shared-ui/format/date';
import { htmlToText } from '@estate/shared-api/editorial/editorialRules';

/** '2025-09-01' → '1 сентября 2025' (a calendar day, whatever the time zone). */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : formatDate(value);
}

/** True when the HTML starts with a heading that says `title` (so the page need not repeat it). */
export function opensWithHeading(html: string, title: string): boolean {
  const match = /^\s*<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/i.exec(html);
  return match !== null && htmlToText(match[1] ?? '').toLowerCase() === title.trim().toLowerCase();
}
