// One-pattern rules of product §5 with a message of their own.
import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

function matching(regex: RegExp, message: string): Validator {
  return (value) => (isEmpty(value) || regex.test(textOf(value)) ? undefined : message);
}

/** Cyrillic letters, spaces and hyphens. */
export const cyrillic = (): Validator => matching(/^[А-Яа-яЁё\s-]+$/, MESSAGES.cyrillic);

/** Exactly 10 digits (a legal entity's tax number). */
export const inn = (): Validator => matching(/^\d{10}$/, MESSAGES.inn);

/** local@domain.tld, the domain possibly in Cyrillic (почта.рф). */
export const email = (): Validator => matching(/^[\w.%+-]+@(?:[\p{L}\d-]+\.)+\p{L}{2,}$/u, MESSAGES.email);
