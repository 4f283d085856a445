import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeXml, openTag, XML_DECLARATION, xmlElement } from './xml';

describe('xml', () => {
  it('escapes markup and quotes, and drops characters XML cannot carry', () => {
    expect(escapeXml(`Tom & "Jerry" <b>'s</b>`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&apos;s&lt;/b&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\td\ne\uFFFEf\uD800g')).toBe('abc\td\nefg');
    expect(escapeXml('ЖК «Сокольники» 😀')).toBe('ЖК «Сокольники» 😀');
  });

  it('writes nested elements, attributes, text, repeats and leaves out what is absent', () => {
    const text = xmlElement('offer', {
      '@internal-id': 7,
      type: 'продажа',
      skipped: undefined,
      none: null,
      price: { value: 100, currency: 'RUB' },
      image: [{ '@tag': 'plan', '#': 'http://x/a?b=1&c=2' }, { '#': 'http://x/b' }],
      photo: { '@url': 'http://x/c' },
      hostile: '</offer><offer>',
    });
    expect(text).toBe(
      [
        '  <offer internal-id="7">',
        '    <type>продажа</type>',
        '    <price>',
        '      <value>100</value>',
        '      <currency>RUB</currency>',
        '    </price>',
        '    <image tag="plan">http://x/a?b=1&amp;c=2</image>',
        '    <image>http://x/b</image>',
        '    <photo url="http://x/c"/>',
        '    <hostile>&lt;/offer&gt;&lt;offer&gt;</hostile>',
        '  </offer>',
        '',
      ].join('\n'),
    );
    const document = `${XML_DECLARATION}${openTag('root', { xmlns: 'urn:x', note: 'a"b' })}${text}</root>\n`;
    expect(XMLValidator.validate(document)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(document) as {
      root: { '@_note': string; offer: { hostile: string } };
    };
    expect(parsed.root['@_note']).toBe('a"b');
    expect(parsed.root.offer.hostile).toBe('</offer><offer>');
  });
});
