// Letter rules of product §5: `letters` (Russian or English), `multiLanguage` (letters of any script) and `name`.
import { MESSAGES } from '../messages';
import { isEmpty, textOf, type Validator } from '../types';

const CYRILLIC = /[А-Яа-яЁё]/;
const LATIN = /[A-Za-z]/;
const RU_EN_LETTERS = /^[A-Za-zА-Яа-яЁё\s'’-]+$/;
const ANY_LETTERS = /^[\p{L}\p{M}\s'’-]+$/u;
const NAME = /^[A-Za-zА-Яа-яЁё\s]+(?:-[A-Za-zА-Яа-яЁё\s]+)?$/;

/** Cyrillic and Latin letters in one value: the visitor switched keyboard layout mid-word. */
export function mixesLayouts(text: string): boolean {
  return CYRILLIC.test(text) && LATIN.test(text);
}

function letterRule(allowed: RegExp): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = textOf(value);
    if (!allowed.test(text)) return MESSAGES.lettersOnly;
    if (mixesLayouts(text)) return MESSAGES.oneLayout;
    return undefined;
  };
}

/** Russian or English letters, space, hyphen, apostrophe; one layout at a time. */
export const letters = (): Validator => letterRule(RU_EN_LETTERS);

/** Letters of any script, space, hyphen, apostrophe; Cyrillic and Latin are still not mixed. */
export const multiLanguage = (): Validator => letterRule(ANY_LETTERS);

/** A person's name in every form: letters and spaces with at most one hyphen inside (Анна-Мария), one layout. */
export const name = (): Validator => letterRule(NAME);
