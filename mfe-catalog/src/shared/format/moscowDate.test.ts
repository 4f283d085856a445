import { formatMoscowDate } from './moscowDate';

describe('formatMoscowDate', () => {
  it('names the calendar day in Moscow whatever the time zone it runs in', () => {
    // 22:30 UTC on 4 March is already 5 March in Moscow (UTC+3)
    expect(formatMoscowDate('2026-03-04T22:30:00Z')).toBe('5 марта 2026');
    expect(formatMoscowDate('2026-03-05')).toBe('5 марта 2026');
    expect(formatMoscowDate(Date.UTC(2025, 11, 31, 20, 59))).toBe('31 декабря 2025');
    expect(formatMoscowDate(Date.UTC(2025, 11, 31, 21, 0))).toBe('1 января 2026');
    expect(formatMoscowDate('not a date')).toBe('');
  });
});
