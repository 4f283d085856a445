// Short money forms for cards and teasers, built on the shared product §5 number formatting.
import { formatNumber } from '@estate/shared-ui/format/number';
import { formatPrice } from '@estate/shared-ui/format/units';

const NBSP = '\u00a0';

/** 12 450 000 → '12,45 млн ₽' (no-break spaces keep it on one line); below a million the full price. */
export function formatMillions(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (Math.abs(value) < 1_000_000) return formatPrice(value);
  return `${formatNumber(value / 1_000_000, 2)}${NBSP}млн${NBSP}₽`;
}

/** 'от 12,45 млн ₽' or '' when there is no price. */
export function fromPrice(value: number | null | undefined): string {
  const text = formatMillions(value);
  return text ? `от ${text}` : '';
}

/** Monthly payment: 'от 45 300 ₽/мес.' */
export function monthly(value: number | null | undefined): string {
  const text = formatPrice(value);
  return text ? `от ${text}/мес.` : '';
}
