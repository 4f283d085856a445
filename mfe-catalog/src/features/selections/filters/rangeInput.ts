// Reading and showing the numbers of a range filter: '5 000 000' ⇄ 5000000, '45,5' ⇄ 45.5.
import { formatNumber } from '@estate/shared-ui/format/number';

/** The typed text as a number, or null when it is empty or not a number. */
export function parseRangeInput(text: string, integer: boolean): number | null {
  const cleaned = text.replace(/[\s\u00a0₽м²]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

export function showRangeValue(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumber(value);
}
