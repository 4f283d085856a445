import { PHONE_CASES } from '../testing/phoneCases';
import { normalizePhone, phone, phoneDigits } from './phone';
import { namedPattern, pattern, PATTERNS, type PatternName } from './patterns';

describe('phone', () => {
  it.each(PHONE_CASES)('%j → %s', (input, expected) => {
    expect(phone()(input)).toBe(expected);
  });

  it.each(PHONE_CASES)('%j is stored as %#', (input, _message, stored) => {
    expect(normalizePhone(input) ?? undefined).toBe(stored);
  });

  it('passes an empty value (required is a rule of its own)', () => {
    expect(phone()('')).toBeUndefined();
    expect(phone()(null)).toBeUndefined();
  });

  it('strips punctuation for the API', () => {
    expect(phoneDigits('+7 999 123 45 67')).toBe('79991234567');
  });
});

describe('patterns: an empty value passes, a bad one gets "Некорректные данные"', () => {
  const rows: [PatternName, string, string][] = [
    ['date', '05.03.2026', '5.3.2026'],
    ['time', '09.30', '9:30'],
    ['snils', '112-233-445 95', '11223344595'],
    ['passport', '4510 123456', '4510123456'],
    ['lettersNum', 'Корпус 2 A', 'Корпус №2'],
    ['cadastral', '77:01:0001001:1234', '77-01-0001001-1234'],
    ['singleDigit', '7', '12'],
  ];

  it.each(rows)('%s: %j passes, %j fails, "" and null pass', (name, good, bad) => {
    const rule = namedPattern(name);
    expect(rule(good)).toBeUndefined();
    expect(rule(bad)).toBe('Некорректные данные');
    expect(rule('')).toBeUndefined();
    expect(rule(null)).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });

  it('covers every named pattern', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(Object.keys(PATTERNS).sort());
  });

  it('takes any expression and message', () => {
    expect(pattern(/^\d+$/, 'Только цифры')('12a')).toBe('Только цифры');
    expect(pattern(/^\d+$/)('')).toBeUndefined();
  });
});
