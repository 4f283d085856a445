import { pluralForm } from './plural';
import { formatMillions, fromPrice, monthly } from './money';

describe('pluralForm', () => {
  const flats = ['квартира', 'квартиры', 'квартир'] as const;
  it.each<[number, string]>([
    [0, 'квартир'],
    [1, 'квартира'],
    [2, 'квартиры'],
    [4, 'квартиры'],
    [5, 'квартир'],
    [11, 'квартир'],
    [14, 'квартир'],
    [21, 'квартира'],
    [22, 'квартиры'],
    [111, 'квартир'],
    [1001, 'квартира'],
  ])('%i → %s', (count, form) => {
    expect(pluralForm(count, flats)).toBe(form);
  });
});

describe('money', () => {
  it('prints millions with a decimal comma and full prices below a million', () => {
    const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatMillions(12_450_000)).toBe(nbsp('12,45 млн ₽'));
    expect(formatMillions(9_800_000)).toBe(nbsp('9,8 млн ₽'));
    expect(formatMillions(850_000)).toBe('850 000 ₽');
    expect(fromPrice(null)).toBe('');
    expect(fromPrice(5_000_000)).toBe(`от ${nbsp('5 млн ₽')}`);
  });

  it('prints a monthly payment with grouped thousands', () => {
    expect(monthly(45_300)).toBe('от 45 300 ₽/мес.');
    expect(monthly(null)).toBe('');
  });
});
