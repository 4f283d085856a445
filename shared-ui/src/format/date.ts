// Russian month and weekday names (product §5) and the date formats built on them.
export const MONTHS_NOMINATIVE = [
  'январь', 'февраль', 'март', 'апрель', 'май', 'июнь',
  'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь',
] as const;

export const MONTHS_GENITIVE = [
  'января', 'февраля', 'марта', 'апреля', 'мая', 'июня',
  'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря',
] as const;

/** Indexed like Date#getDay(): Sunday first. */
export const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'] as const;
export const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 марта 2026' */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()}` : '';
}

/** '5 марта' */
export function formatDayMonth(value: DateInput): string {
  const date = toDate(value);
  return date ? `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]}` : '';
}

/** 'март 2026' (a month of construction progress) */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? `${MONTHS_NOMINATIVE[date.getMonth()]} ${date.getFullYear()}` : '';
}

/** 'четверг', or 'чт' with short */
export function weekdayName(value: DateInput, short = false): string {
  const date = toDate(value);
  if (!date) return '';
  return (short ? WEEKDAYS_SHORT : WEEKDAYS)[date.getDay()] ?? '';
}

/** '05.03.2026', the format of DateInput */
export function formatDateNumeric(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
