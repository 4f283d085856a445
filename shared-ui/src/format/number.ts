// product §5: thousands grouped in threes with spaces, at most 2 decimals (a Russian decimal comma).

/** 1234567.891 → '1 234 567,89'; 45.50 → '45,5'; '' for anything that is not a finite number. */
export function formatNumber(value: number | string | null | undefined, maxDecimals = 2): string {
  const number = typeof value === 'string' ? Number(value.replace(/\s/g, '').replace(',', '.')) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '';
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(Math.abs(number) * factor) / factor;
  const [whole = '0', fraction] = rounded.toFixed(maxDecimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const decimals = fraction?.replace(/0+$/, '');
  const sign = number < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}
