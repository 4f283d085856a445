import { formatNumber } from './number';
import { formatArea, formatPercent, formatPrice } from './units';
import { formatDate, formatDateNumeric, formatDayMonth, formatMonthYear, MONTHS_GENITIVE, weekdayName } from './date';
import { roomExtraLabel, roomLabel, roomLabels, roomShortLabel } from './rooms';

describe('formatNumber', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [1234567, '1 234 567'],
    [12500000, '12 500 000'],
    [45.5, '45,5'],
    [45.567, '45,57'],
    [1234.005, '1 234,01'],
    [2.999, '3'],
    [-1234.5, '-1 234,5'],
    ['1234567.1', '1 234 567,1'],
    ['45,5', '45,5'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('takes fewer decimals when asked', () => {
    expect(formatNumber(1234.56, 0)).toBe('1 235');
  });
});

describe('units', () => {
  it('prints roubles and square metres', () => {
    expect(formatPrice(12500000)).toBe('12 500 000 ₽');
    expect(formatPrice(99.7)).toBe('100 ₽');
    expect(formatPrice(null)).toBe('');
    expect(formatArea(38.25)).toBe('38,25 м²');
  });

  it('prints percents with a decimal comma', () => {
    expect(formatPercent(6.6)).toBe('6,6\u00a0%');
    expect(formatPercent(20)).toBe('20\u00a0%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('Russian dates', () => {
  const thursday = new Date(2026, 2, 5);

  it('uses genitive month names', () => {
    expect(formatDate(thursday)).toBe('5 марта 2026');
    expect(formatDayMonth(new Date(2026, 0, 31))).toBe('31 января');
    expect(MONTHS_GENITIVE).toHaveLength(12);
    expect(formatDate(new Date(2025, 11, 1))).toBe('1 декабря 2025');
  });

  it('names months and weekdays', () => {
    expect(formatMonthYear(thursday)).toBe('март 2026');
    expect(weekdayName(thursday)).toBe('четверг');
    expect(weekdayName(new Date(2026, 2, 8), true)).toBe('вс');
    expect(formatDateNumeric(thursday)).toBe('05.03.2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('room-count labels', () => {
  it.each<[number, string, string, string]>([
    [0, 'Студия', 'Студия', 'Ст'],
    [1, '1-комнатная', '1-комн.', '1к'],
    [2, '2-комнатная', '2-комн.', '2к'],
    [3, '3-комнатная', '3-комн.', '3к'],
    [4, '4-комнатная', '4-комн.', '4к'],
  ])('%i rooms → %s / %s / %s', (rooms, label, short, extra) => {
    expect(roomLabels(rooms)).toEqual({ label, short, extra });
    expect([roomLabel(rooms), roomShortLabel(rooms), roomExtraLabel(rooms)]).toEqual([label, short, extra]);
  });
});
