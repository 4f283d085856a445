import { countOf, NOUNS, pluralForm } from './plural';

describe('pluralForm', () => {
  it.each<[number, string]>([
    [1, 'квартира'],
    [2, 'квартиры'],
    [5, 'квартир'],
    [11, 'квартир'],
    [21, 'квартира'],
    [22, 'квартиры'],
    [25, 'квартир'],
    [111, 'квартир'],
    [0, 'квартир'],
    [4, 'квартиры'],
    [12, 'квартир'],
    [14, 'квартир'],
    [1001, 'квартира'],
  ])('%i → %s', (count, form) => {
    expect(pluralForm(count, NOUNS.flat)).toBe(form);
  });

  it('gives apartments their counted forms (not the plural-only «апартаменты»)', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 71, 111].map((count) => countOf(count, NOUNS.apartment))).toEqual([
      '1 апартамент',
      '2 апартамента',
      '5 апартаментов',
      '11 апартаментов',
      '21 апартамент',
      '22 апартамента',
      '25 апартаментов',
      '71 апартамент',
      '111 апартаментов',
    ]);
  });

  it('takes the second form for a fraction', () => {
    expect(pluralForm(1.5, NOUNS.year)).toBe('года');
  });

  it('groups the thousands of a count', () => {
    expect(countOf(1234, NOUNS.lot)).toBe('1 234 лота');
    expect(countOf(5000, NOUNS.offer)).toBe('5 000 предложений');
  });

  it.each(Object.entries(NOUNS))('%s has three distinct uses: one, few, many', (_name, forms) => {
    expect([1, 2, 5].map((count) => pluralForm(count, forms))).toEqual([...forms]);
  });
});
