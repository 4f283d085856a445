// product §5 date, time and year tables, row by row. "Today" is Thursday 5 March 2026.
import { bookingDate, BOOKING_WINDOW_DAYS, date } from './date';
import { officeHours, time } from './time';
import { EARLIEST_YEAR, year } from './year';

const now = () => new Date(2026, 2, 5, 15, 30);

describe('date table', () => {
  it.each<[string, string, string]>([
    ['bad format', '5.3.2026', 'Неверный формат даты'],
    ['bad format (letters)', 'ab.cd.efgh', 'Неверный формат даты'],
    ['bad format (not in the calendar)', '31.04.2026', 'Неверный формат даты'],
    ['day over 31', '32.03.2026', 'День не может быть больше 31'],
    ['past date', '04.03.2026', 'Дата не может быть меньше текущей'],
    ['month over 12', '05.13.2026', 'Месяц не может быть больше 12'],
    ['future year', '01.01.2027', 'Год не может быть больше текущего'],
  ])('%s: %s → %s', (_row, input, message) => {
    expect(date({ now })(input)).toBe(message);
  });

  it('booking more than 31 days ahead → "Запись доступна на месяц вперед"', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(31);
    const rule = bookingDate({ now });
    expect(rule('05.04.2026')).toBeUndefined(); // 31 days after 5 March
    expect(rule('06.04.2026')).toBe('Запись доступна на месяц вперед');
  });

  it('lets today and later days of this year through', () => {
    expect(date({ now })('05.03.2026')).toBeUndefined();
    expect(date({ now })('31.12.2026')).toBeUndefined();
  });

  it('lets the past and future years through when allowed, and empty values always', () => {
    expect(date({ now, allowPast: true })('01.01.1990')).toBeUndefined();
    expect(date({ now, allowFutureYear: true })('01.01.2030')).toBeUndefined();
    expect(date({ now })('')).toBeUndefined();
  });

  it('counts the booking window across the new year', () => {
    const december = () => new Date(2026, 11, 20);
    expect(bookingDate({ now: december })('20.01.2027')).toBeUndefined();
    expect(bookingDate({ now: december })('21.01.2027')).toBe('Запись доступна на месяц вперед');
    expect(bookingDate({ now: december })('19.12.2026')).toBe('Дата не может быть меньше текущей');
  });
});

describe('time table', () => {
  it.each<[string, string, string | undefined]>([
    ['valid with a colon', '09:30', undefined],
    ['valid with a dot', '23.59', undefined],
    ['midnight', '00:00', undefined],
    ['bad format', '9:30', 'Неверный формат времени'],
    ['bad format (letters)', 'ab:cd', 'Неверный формат времени'],
    ['hours over 23', '24:00', 'Кол-во часов в сутки не может превышать 23 '],
    ['minutes over 59', '12:60', 'Кол-во минут не может быть больше 59'],
    ['empty', '', undefined],
  ])('%s: %j → %j', (_row, input, message) => {
    expect(time()(input)).toBe(message);
  });

  it.each<[string, string | undefined]>([
    ['08:59', 'Наш офис работает в будни с 9:00 до 18:30'],
    ['09:00', undefined],
    ['18:30', undefined],
    ['18:31', 'Наш офис работает в будни с 9:00 до 18:30'],
  ])('outside office hours 09:00–18:30: %s → %s', (input, message) => {
    expect(time({ officeHours: { from: '09:00', to: '18:30' } })(input)).toBe(message);
  });

  it('builds the office-hours message from the given hours', () => {
    expect(officeHours({ from: '10:00', to: '20:00' })('21:15')).toBe('Наш офис работает в будни с 10:00 до 20:00');
    expect(officeHours({ from: '8:30', to: '17:45' })('07:00')).toBe('Наш офис работает в будни с 8:30 до 17:45');
    expect(() => officeHours({ from: 'утро', to: '18:00' })).toThrow('bad hours');
  });
});

describe('year table', () => {
  it.each<[string, string, string | undefined]>([
    ['this year', '2026', undefined],
    ['the earliest year', '1900', undefined],
    ['later than the current year', '2027', 'Год не может быть больше текущего'],
    ['before 1900', '1899', 'Год не может быть меньше 1900х'],
    ['not a year', '19a5', 'Некорректные данные'],
    ['empty', '', undefined],
  ])('%s: %s → %s', (_row, input, message) => {
    expect(year({ now })(input)).toBe(message);
  });

  it('keeps 1900 as the earliest year', () => {
    expect(EARLIEST_YEAR).toBe(1900);
  });
});
