import { serializeQuery, withQuery } from './serializeQuery';

describe('serializeQuery', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: null, b: undefined, c: [] }, ''],
    [{ city: 'tula' }, '?city=tula'],
    [{ rooms: [0, 1] }, '?rooms=0&rooms=1'],
    [{ flag: false, n: 0, empty: '' }, '?flag=false&n=0&empty='],
    [{ n: Number.NaN, m: 1 }, '?m=1'],
    [{ 'a b': 'x&y' }, '?a+b=x%26y'],
  ])('%j → %s', (query, expected) => {
    expect(serializeQuery(query)).toBe(expected);
  });
});

describe('withQuery', () => {
  it('keeps a path without parameters untouched and joins an existing query with &', () => {
    expect(withQuery('/api/flats/', { a: null })).toBe('/api/flats/');
    expect(withQuery('/api/flats/', { a: 1 })).toBe('/api/flats/?a=1');
    expect(withQuery('/api/flats/?x=1', { a: 1 })).toBe('/api/flats/?x=1&a=1');
  });
});
