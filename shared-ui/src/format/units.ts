import { formatNumber } from './number';

/** 12500000 → '12 500 000 ₽' */
export function formatPrice(value: number | string | null | undefined): string {
  const number = formatNumber(value, 0);
  return number ? `${number} ₽` : '';
}

/** 45.5 → '45,5 м²' */
export function formatArea(value: number | string | null | undefined): string {
  const number = formatNumber(value);
  return number ? `${number} м²` : '';
}
