import { formatDay, opensWithHeading } from './policyText';

describe('policy texts', () => {
  it('formats a date-only value as that calendar day', () => {
    expect(formatDay('2025-09-01')).toBe('1 сентября 2025');
    expect(formatDay('2024-03-31')).toBe('31 марта 2024');
  });

  it('tells whether the text opens with the heading', () => {
    expect(opensWithHeading('<h2>Согласие на обработку</h2><p>…</p>', 'Согласие на обработку')).toBe(true);
    expect(opensWithHeading('<p>Согласие на обработку</p>', 'Согласие на обработку')).toBe(false);
    expect(opensWithHeading('<h2>Другое</h2>', 'Согласие на обработку')).toBe(false);
  });
});
