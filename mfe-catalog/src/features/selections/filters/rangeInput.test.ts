import { parseRangeInput, showRangeValue } from './rangeInput';

describe('range boxes', () => {
  it('reads grouped and decimal-comma numbers', () => {
    expect(parseRangeInput('5 000 000', true)).toBe(5_000_000);
    expect(parseRangeInput('12 500 000 ₽', true)).toBe(12_500_000);
    expect(parseRangeInput('45,5', false)).toBe(45.5);
    expect(parseRangeInput('45,5', true)).toBe(46);
    expect(parseRangeInput('  ', true)).toBeNull();
    expect(parseRangeInput('abc', true)).toBeNull();
  });

  it('shows numbers with product §5 thousands grouping', () => {
    expect(showRangeValue(5_000_000)).toBe('5 000 000');
    expect(showRangeValue(45.5)).toBe('45,5');
    expect(showRangeValue(null)).toBe('');
  });
});
