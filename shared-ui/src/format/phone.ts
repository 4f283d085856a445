// A phone number as the visitor reads it and as a tel: link. A leading 8 (the domestic prefix) counts as +7.

function nationalDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7');
}

/**
 * '+74951234567' (or 8 495 …) → '+7 495 123-45-67'; `as: 'mask'` gives the input mask's grouping (product §5),
 * '+7 495 123 45 67'. Anything that is not a Russian number is returned as given.
 */
export function formatPhone(phone: string, as: 'display' | 'mask' = 'display'): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(nationalDigits(phone));
  if (!match) return phone;
  const [, code, first, second, third] = match;
  return as === 'mask' ? `+7 ${code} ${first} ${second} ${third}` : `+7 ${code} ${first}-${second}-${third}`;
}

/** '+7 (495) 123-45-67' → 'tel:+74951234567' */
export function telHref(phone: string): string {
  return `tel:+${nationalDigits(phone)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
