/** ISO 8601 in Moscow time (UTC+3 all year): `2026-05-01T12:00:00+03:00`, as feeds and sitemaps write dates. */
export function moscowTime(date: Date): string {
  return `${new Date(new Date(date).getTime() + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
}
