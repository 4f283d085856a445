// The office-hours check of the excursion time (product §5 Time): against the hours of the chosen day's weekday.
// Weekday hours give 'Наш офис работает в будни с H:M до H:M'; weekend hours the API's weekend message.
import type { OfficeHours } from '@estate/shared-api/dto/offices';
import { formatClock, officeHours } from '@estate/shared-api/validation/rules/time';
import type { Validator } from '@estate/shared-api/validation/types';
import { weekendHoursMessage } from './excursionTexts';

const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'dd.mm.yyyy' date, or null when it is not a date. */
export function isoWeekday(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
  if (date.getDate() !== Number(match[1])) return null;
  return date.getDay() === 0 ? 7 : date.getDay();
}

/** Validates `time` with the form's `date` value (final-form passes all values as the second argument). */
export function officeHoursRule(hours: OfficeHours[], dateField = 'date'): Validator {
  const weekday = hours.find((item) => item.weekdays.includes(1)) ?? hours[0];
  if (!weekday) return () => undefined;
  const weekdayRule = officeHours({ from: weekday.from, to: weekday.to });
  return (value, allValues) => {
    const date = (allValues as Record<string, unknown> | undefined)?.[dateField];
    const day = typeof date === 'string' ? isoWeekday(date) : null;
    const dayHours = day === null ? undefined : hours.find((item) => item.weekdays.includes(day));
    if (day !== null && day >= 6 && dayHours) {
      const error = officeHours({ from: dayHours.from, to: dayHours.to })(value);
      return error ? weekendHoursMessage(formatClock(dayHours.from), formatClock(dayHours.to)) : undefined;
    }
    return weekdayRule(value);
  };
}
