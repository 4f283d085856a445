// The time rule of product §5 for 'hh:mm' (or 'hh.mm') values, with optional office hours.
import { MESSAGES, officeHoursMessage } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

/** Office hours as 'H:MM' strings, e.g. { from: '9:00', to: '18:00' }. */
export interface OfficeHours {
  from: string;
  to: string;
}

const TIME = /^(\d{1,2})[:.](\d{2})$/;

/** Minutes since midnight of 'H:MM', or null when it is not a time. */
export function minutesOf(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** '09:00' → '9:00': hours without a leading zero, minutes with two digits. */
export function formatClock(text: string): string {
  const minutes = minutesOf(text);
  if (minutes === null) return text;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export function time(options: { officeHours?: OfficeHours } = {}): Validator {
  const office = options.officeHours ? officeHours(options.officeHours) : undefined;
  return (value) => {
    if (isEmpty(value)) return undefined;
    const match = /^(\d{2})[:.](\d{2})$/.exec(textOf(value));
    if (!match) return MESSAGES.timeFormat;
    const [hours, minutes] = [Number(match[1]), Number(match[2])];
    if (hours > 23) return MESSAGES.hoursOver23;
    if (minutes > 59) return MESSAGES.minutesOver59;
    return office?.(value);
  };
}

/** A time inside office hours (both ends included), else 'Наш офис работает в будни с H:M до H:M'. */
export function officeHours(hours: OfficeHours): Validator {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === null || to === null) throw new Error(`officeHours: bad hours ${hours.from}–${hours.to}`);
  const message = officeHoursMessage(formatClock(hours.from), formatClock(hours.to));
  return (value) => {
    if (isEmpty(value)) return undefined;
    const minutes = minutesOf(textOf(value));
    if (minutes === null) return undefined;
    return minutes < from || minutes > to ? message : undefined;
  };
}
