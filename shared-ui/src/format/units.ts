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

/** 6.6 → '6,6 %' (a no-break space keeps the sign with the number) */
export function formatPercent(value: number | string | null | undefined): string {
  const number = formatNumber(value);
  return number ? `${number}\u00a0%` : '';
}
