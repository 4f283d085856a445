/** '+74951234567' (or 8 495 …) → '+7 495 123-45-67'; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7');
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/** The tel: link of a phone number: '+7 (495) 123-45-67' → 'tel:+74951234567'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7');
  return `tel:+${digits}`;
}
