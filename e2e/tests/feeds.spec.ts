// The classifieds' feeds of both city hosts, fetched through the shell like a classified does.
import { expect, test } from '../harness/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cityOrigin } from './shell-helpers';
import { fetchInPage, not200, openHost, spread } from './site-fetch';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['offer', 'object', 'Ad'].includes(name),
});

type Offer = Record<string, unknown>;

/** Each feed: where its offers are and which of their values are URLs (lot pages, plan images). */
const FEEDS = {
  'yandex-realty': {
    offers: (root: Record<string, Record<string, unknown>>) => root['realty-feed']!.offer as Offer[],
    urls: (offer: Offer) => [String(offer.url), String((offer.image as Offer)['#text'])],
  },
  cian: {
    offers: (root: Record<string, Record<string, unknown>>) => root.feed!.object as Offer[],
    urls: (offer: Offer) => [String(((offer.Photos as Offer).PhotoSchema as Offer).FullUrl)],
  },
  avito: {
    offers: (root: Record<string, Record<string, unknown>>) => root.Ads!.Ad as Offer[],
    urls: (offer: Offer) => [String(((offer.Images as Offer).Image as Offer)['@_url'])],
  },
};

for (const city of ['moskva', 'tula']) {
  for (const [name, feed] of Object.entries(FEEDS)) {
    test(`${city}: /feeds/${name}.xml has one offer per lot on sale, its URLs on the host answering 200`, async ({
      page,
      baseURL,
    }) => {
      const origin = cityOrigin(baseURL, city);
      await openHost(page, origin);
      const fetched = await fetchInPage(page, `${origin}/feeds/${name}.xml`);
      expect(fetched.status).toBe(200);
      expect(fetched.contentType).toBe('application/xml; charset=utf-8');
      expect(XMLValidator.validate(fetched.text)).toBe(true);
      const root = parser.parse(fetched.text) as Record<string, Record<string, unknown>>;
      if (name === 'yandex-realty')
        expect(root['realty-feed']!['@_xmlns']).toBe(
          'http://webmaster.yandex.ru/schemas/feed/realty/2010-06',
        );
      const offers = feed.offers(root);

      let onSale = 0;
      for (const endpoint of ['flats', 'commercial', 'parking', 'storage']) {
        onSale += (
          JSON.parse((await fetchInPage(page, `${origin}/api/${endpoint}/?city=${city}&limit=1`)).text) as {
            count: number;
          }
        ).count;
      }
      expect(offers.length).toBe(onSale);

      const urls = offers.flatMap((offer) => feed.urls(offer));
      expect(urls.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
      const images = [...new Set(urls.filter((url) => url.includes('/img/')))];
      const pages = urls.filter((url) => !url.includes('/img/'));
      const byKind = (pattern: RegExp) =>
        spread(
          pages.filter((url) => pattern.test(url)),
          3,
        );
      const sample = [
        ...images,
        ...byKind(/\/flats\//),
        ...byKind(/\/commercials\//),
        ...byKind(/\/selections\/parking\?/),
        ...byKind(/\/selections\/storage\?/),
      ];
      expect(await not200(page, sample)).toEqual([]);
      test
        .info()
        .annotations.push({
          type: 'feed',
          description: `${offers.length} offers, ${fetched.text.length} characters, ${images.length} images`,
        });
    });
  }
}
