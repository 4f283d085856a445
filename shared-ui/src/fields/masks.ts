// Input masks of product §5 in the product's notation ('#' is a digit) and their imask form.
export const MASKS = {
  phone: '+7 ### ### ## ##',
  date: '##.##.####',
  time: '##.##',
  passport: '#### ######',
} as const;

export const PHONE_PLACEHOLDER = '+7 ХХХ ХХХ ХХ ХХ';

/** '#' → imask's digit '0'; a literal 0 in the mask is escaped so it stays fixed. */
export function toImaskPattern(mask: string): string {
  return mask.replace(/0/g, '\\0').replace(/#/g, '0');
}

/**
 * imask prepareChar for the phone: a leading 8 (the domestic prefix) becomes +7. Only the very first character
 * of an empty field is touched, so +7 812 … (8 as the first digit of the code) still works.
 */
export function phonePrepareChar(char: string, masked: { value: string }): string {
  return masked.value === '' && char === '8' ? '7' : char;
}
