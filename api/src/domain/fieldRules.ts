// The API's reading of form fields: product §5's rules from shared-api (the same functions the forms run), each turned
// into a check that also gives the value to store.
import { composeValidators } from '@estate/shared-api/validation/compose';
import { bookingDate } from '@estate/shared-api/validation/rules/date';
import { name } from '@estate/shared-api/validation/rules/letters';
import { DEFAULT_MAX_LENGTH, maxLength } from '@estate/shared-api/validation/rules/maxLength';
import { normalizePhone, phone } from '@estate/shared-api/validation/rules/phone';
import { required } from '@estate/shared-api/validation/rules/required';
import { email } from '@estate/shared-api/validation/rules/simple';
import { time } from '@estate/shared-api/validation/rules/time';
import type { Validator } from '@estate/shared-api/validation/types';

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** The value through `rules` (required first), then `store` gives what is kept. */
function check<T>(value: string, rules: Validator[], store: (value: string) => T): Check<T> {
  const message = composeValidators(required(), ...rules)(value);
  return message ? { ok: false, message } : { ok: true, value: store(value) };
}

/** A phone of the one rule, stored as +7XXXXXXXXXX. */
export const checkPhone = (raw: string): Check<string> => check(raw.trim(), [phone()], (value) => normalizePhone(value) ?? value);

/** A name by the forms' one rule (letters of one layout, spaces, one hyphen); up to `max`; inner runs of spaces become one. */
export const checkName = (raw: string, max = DEFAULT_MAX_LENGTH): Check<string> =>
  check(raw.trim().replace(/\s+/g, ' '), [maxLength(max), name()], (value) => value);

export const checkEmail = (raw: string): Check<string> => check(raw.trim(), [maxLength(254), email()], (value) => value.toLowerCase());

export const checkText = (raw: string, max: number): Check<string> => check(raw.trim(), [maxLength(max)], (value) => value);

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy, from `today` (Moscow's date as YYYY-MM-DD) to 31 days ahead; stored as YYYY-MM-DD. */
export function checkBookingDate(raw: string, today: string): Check<string> {
  const [year, month, day] = today.split('-').map(Number);
  const now = () => new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return check(raw.trim(), [bookingDate({ now })], (value) => value.split('.').reverse().join('-'));
}

/** hh:mm or hh.mm, stored as hh:mm. */
export const checkTime = (raw: string): Check<string> =>
  check(raw.trim(), [time()], (value) => value.split(/[:.]/).map((part) => pad(Number(part))).join(':'));

/** Today's date in Moscow (UTC+3, no DST) as YYYY-MM-DD. */
export function moscowToday(now: Date): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

