// The one phone rule (product §5), used by the forms and by the API.
import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

/** product §9: a Russian number has 11 digits. */
export const PHONE_DIGITS = 11;

/**
 * +7 then 10 digits, once the punctuation a mask or a person adds (spaces, hyphens, brackets) is dropped. The digits
 * the forms send ('79991234567') pass too, and a leading 8 counts as +7, as the mask makes it.
 */
const PHONE = /^(?:\+7|7|8)\d{10}$/;

/** '+7 (999) 123-45-67' → '+79991234567', or null when the value is not a phone of the rule. */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s()-]/g, '');
  return PHONE.test(compact) ? `+7${compact.slice(-10)}` : null;
}

/**
 * Characters no phone has (letters, dots): 'Некорректный номер телефона'; fewer than 11 digits: 'Номер телефона
 * содержит 11 цифр'; any other number that is not +7 and 10 digits: 'Некорректный номер телефона'.
 */
export function phone(): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    if (!/^[\d\s()+-]+$/.test(text)) return MESSAGES.phoneInvalid;
    if (phoneDigits(text).length < PHONE_DIGITS) return MESSAGES.phoneDigits;
    return normalizePhone(text) ? undefined : MESSAGES.phoneInvalid;
  };
}

/** The digits of a phone number as the API wants them: '+7 999 123 45 67' → '79991234567'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
