import { htmlToText, safeHref, safeImageSrc } from './editorialRules';

describe('safeHref and safeImageSrc', () => {
  it.each([
    ['https://t.me/channel', 'https://t.me/channel'],
    ['tel:+74951234567', 'tel:+74951234567'],
    ['#section', '#section'],
    ['news/item', 'news/item'],
    ['vbscript:msgbox', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('accepts site paths only for images', () => {
    expect(safeImageSrc('/img/a.jpg')).toBe('/img/a.jpg');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('strips tags, scripts and entities into one line', () => {
    expect(htmlToText('<p>Раз&nbsp;&amp;</p><script>x()</script>\n<p>два <b>три</b>.</p>')).toBe('Раз & два три.');
  });
});
