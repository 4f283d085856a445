import { formatDuration, hoursLines } from './excursionText';

describe('excursion texts', () => {
  it.each([
    [45, '45 мин'],
    [60, '1 ч'],
    [90, '1 ч 30 мин'],
    [0, ''],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('writes office hours line by line', () => {
    expect(
      hoursLines([
        { days: 'Пн–Пт', weekdays: [1, 2, 3, 4, 5], from: '09:00', to: '20:00' },
        { days: 'Сб–Вс', weekdays: [6, 7], from: '10:00', to: '18:00' },
      ]),
    ).toEqual(['Пн–Пт: 09:00–20:00', 'Сб–Вс: 10:00–18:00']);
  });
});
