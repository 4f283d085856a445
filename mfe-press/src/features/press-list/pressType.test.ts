import { pressHref, readPressType } from './pressType';

describe('pressType', () => {
  it('reads the section from the query, news by default', () => {
    expect(readPressType(new URLSearchParams('type=telegram'))).toBe('telegram');
    expect(readPressType(new URLSearchParams('type=news'))).toBe('news');
    expect(readPressType(new URLSearchParams('type=evil'))).toBe('news');
    expect(readPressType(new URLSearchParams(''))).toBe('news');
  });

  it('builds the section URL keeping other parameters', () => {
    expect(pressHref('telegram')).toBe('/press?type=telegram');
    expect(pressHref('news', new URLSearchParams('utm_source=x&type=telegram'))).toBe('/press?utm_source=x&type=news');
  });
});
