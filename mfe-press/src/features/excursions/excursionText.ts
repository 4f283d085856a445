// Texts of an excursion card: its length and the office hours.
import type { OfficeHours } from '@estate/shared-api/dto/offices';

/** 45 → '45 мин', 60 → '1 ч', 90 → '1 ч 30 мин' */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} мин`;
  return rest === 0 ? `${hours} ч` : `${hours} ч ${rest} мин`;
}

/** 'Пн–Пт: 09:00–20:00' for each line of the office hours */
export function hoursLines(hours: readonly OfficeHours[]): string[] {
  return hours.map((item) => `${item.days}: ${item.from}–${item.to}`);
}
