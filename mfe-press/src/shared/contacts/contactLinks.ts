// Links of a contact: a phone as text and tel:, an e-mail as mailto:, a route to a point on Yandex Maps.
import type { Coords } from '@estate/shared-api/dto/common';

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^8(?=\d{10}$)/, '7');
}

/** '+74951234567' (or 8 495 …) → '+7 495 123-45-67'; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phoneDigits(phone));
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/** '+7 (495) 123-45-67' → 'tel:+74951234567' */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A route from wherever the visitor is to the point (Yandex Maps picks the start from the device). */
export function routeUrl(coords: Coords): string {
  return `https://yandex.ru/maps/?rtext=~${coords.lat},${coords.lng}&rtt=auto`;
}
