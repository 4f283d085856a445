/** @jest-environment node */
import { isForApi } from './proxy';

it('sends the API’s paths to the API: endpoints, images, feeds and the sitemap', () => {
  for (const path of ['/api/flats/', '/img/a.png', '/feeds/avito.xml', '/sitemap.xml', '/sitemaps/1.xml'])
    expect(isForApi(path)).toBe(true);
  for (const path of ['/', '/robots.txt', '/flats/1', '/sitemap.xml.bak', '/apiary', '/feeds'])
    expect(isForApi(path)).toBe(false);
});
