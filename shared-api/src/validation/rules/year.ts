import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

/** product §9: the earliest year accepted. */
export const EARLIEST_YEAR = 1900;

export function year(options: { now?: () => Date } = {}): Validator {
  const now = options.now ?? (() => new Date());
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value).trim();
    if (!/^\d{4}$/.test(text)) return MESSAGES.pattern;
    const number = Number(text);
    if (number > now().getFullYear()) return MESSAGES.yearFuture;
    if (number < EARLIEST_YEAR) return MESSAGES.yearBefore1900;
    return undefined;
  };
}
