import { formatMillions, fromPrice, monthly } from './money';

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
