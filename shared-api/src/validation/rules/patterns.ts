// Pattern rules of product §5 sharing the message 'Некорректные данные'. An empty value passes.
import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

export const PATTERNS = {
  /** dd.mm.yyyy */
  date: /^\d{2}\.\d{2}\.\d{4}$/,
  /** hh.mm */
  time: /^\d{2}\.\d{2}$/,
  /** 000-000-000 00 */
  snils: /^\d{3}-\d{3}-\d{3} \d{2}$/,
  /** series of 4 digits, a space, number of 6 digits */
  passport: /^\d{4} \d{6}$/,
  /** letters and digits with spaces */
  lettersNum: /^[A-Za-zА-Яа-яЁё\d\s]+$/,
  /** district:area:quarter:plot, e.g. 77:01:0001001:1234 */
  cadastral: /^\d{2}:\d{2}:\d{6,7}:\d+$/,
  singleDigit: /^\d$/,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** Any regular expression as a rule. */
export function pattern(regex: RegExp, message: string = MESSAGES.pattern): Validator {
  return (value) => (isEmpty(value) || regex.test(textOf(value)) ? undefined : message);
}

/** One of the named patterns of product §5. */
export const namedPattern = (name: PatternName): Validator => pattern(PATTERNS[name]);
