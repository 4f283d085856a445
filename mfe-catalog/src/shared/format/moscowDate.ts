// Dates as the developer's buyers read them, the same on the server (whatever its time zone) and in any browser:
// the calendar day in Europe/Moscow, with product §5's Russian month names ('5 марта 2026').
import { formatDate } from '@estate/shared-ui/format/date';

const moscowDay = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Moscow', year: 'numeric', month: 'numeric', day: 'numeric' });

export function formatMoscowDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(moscowDay.formatToParts(date).find((item) => item.type === type)?.value);
  return formatDate(new Date(part('year'), part('month') - 1, part('day')));
}
