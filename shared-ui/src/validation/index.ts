// Validation rules and messages of SPEC §5, composable into final-form validators.
export { MESSAGES, officeHoursMessage } from './messages';
export { composeValidators } from './compose';
export type { Validator } from './types';
export { required } from './rules/required';
export { maxLength, DEFAULT_MAX_LENGTH } from './rules/maxLength';
export { letters, multiLanguage, name, mixesLayouts } from './rules/letters';
export { cyrillic, email, inn } from './rules/simple';
export { phone, phoneDigits, PHONE_DIGITS } from './rules/phone';
export { pattern, namedPattern, PATTERNS } from './rules/patterns';
export type { PatternName } from './rules/patterns';
export { date, bookingDate, BOOKING_WINDOW_DAYS } from './rules/date';
export type { DateRuleOptions } from './rules/date';
export { time, officeHours, formatClock } from './rules/time';
export type { OfficeHours } from './rules/time';
export { year, EARLIEST_YEAR } from './rules/year';
