// The date rule of product §5 for 'dd.mm.yyyy' values, checks in the order of the product's table
// (the month is checked before comparing with today, since 13.13.2020 is not a date to compare).
import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

/** product §9: excursions and viewings can be booked this many days ahead. */
export const BOOKING_WINDOW_DAYS = 31;

export interface DateRuleOptions {
  /** dates before today pass (a birth date, a passport issue date) */
  allowPast?: boolean;
  /** years after the current one pass */
  allowFutureYear?: boolean;
  /** dates more than this many days after today fail with the booking message */
  withinDays?: number;
  now?: () => Date;
}

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function date(options: DateRuleOptions = {}): Validator {
  const { allowPast = false, allowFutureYear = false, withinDays, now = () => new Date() } = options;
  return (value) => {
    if (isEmpty(value)) return undefined;
    const match = DATE.exec(textOf(value));
    if (!match) return MESSAGES.dateFormat;
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (day > 31) return MESSAGES.dayOver31;
    if (month > 12) return MESSAGES.monthOver12;
    const parsed = new Date(year, month - 1, day);
    if (day === 0 || month === 0 || parsed.getDate() !== day) return MESSAGES.dateFormat;
    const today = startOfDay(now());
    if (!allowPast && parsed < today) return MESSAGES.datePast;
    if (!allowFutureYear && year > today.getFullYear()) return MESSAGES.yearFuture;
    if (withinDays !== undefined) {
      const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + withinDays);
      if (parsed > last) return MESSAGES.bookingWindow;
    }
    return undefined;
  };
}

/** A booking date: today or later, at most 31 days ahead (across a new year too). */
export function bookingDate(options: Pick<DateRuleOptions, 'now'> = {}): Validator {
  return date({ ...options, allowFutureYear: true, withinDays: BOOKING_WINDOW_DAYS });
}
