import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

/** SPEC §9: a Russian number has 11 digits. */
export const PHONE_DIGITS = 11;

/** +7 then 10 digits grouped 3-3-2-2 (the mask '+7 ### ### ## ##'; the spaces may be left out). */
const PHONE = /^\+7 ?\d{3} ?\d{3} ?\d{2} ?\d{2}$/;

export function phone(): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value).trim();
    if (PHONE.test(text)) return undefined;
    return text.replace(/\D/g, '').length < PHONE_DIGITS ? MESSAGES.phoneDigits : MESSAGES.phoneInvalid;
  };
}

/** The digits of a phone number as the API wants them: '+7 999 123 45 67' → '79991234567'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
