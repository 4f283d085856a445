import { MAX_PRESS_DEPTH, pressDepthHref, readPressDepth } from './pressDepth';
import { pressHref } from './pressType';

describe('pressDepth', () => {
  it('reads the pages shown from the query: 1 unless a whole number above 1, at most the maximum', () => {
    expect(readPressDepth(new URLSearchParams(''))).toBe(1);
    expect(readPressDepth(new URLSearchParams('pages=3'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', ''])
      expect(readPressDepth(new URLSearchParams(`pages=${bad}`))).toBe(1);
    expect(readPressDepth(new URLSearchParams('pages=100000'))).toBe(MAX_PRESS_DEPTH);
  });

  it('writes the depth into the URL keeping the other parameters, and leaves it out at 1', () => {
    expect(pressDepthHref(2, new URLSearchParams('type=news&utm_source=x'))).toBe('/press?type=news&utm_source=x&pages=2');
    expect(pressDepthHref(3, new URLSearchParams('type=news&pages=2'))).toBe('/press?type=news&pages=3');
    expect(pressDepthHref(1, new URLSearchParams('pages=4'))).toBe('/press');
  });

  it('a section opened from its tab starts from its newest', () => {
    expect(pressHref('news', new URLSearchParams('type=telegram&pages=3'))).toBe('/press?type=news');
  });
});
