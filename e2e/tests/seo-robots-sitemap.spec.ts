// Robots.txt and the sitemap on both city hosts, read as a crawler reads them.
import { expect, test } from '../harness/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cityOrigin } from './shell-helpers';
import { fetchInPage, not200, openHost, spread } from './site-fetch';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface Loc {
  loc: string;
  lastmod: string;
}

for (const city of ['moskva', 'tula']) {
  test(`${city}: robots.txt names the host's sitemap and keeps crawlers out where they do not belong`, async ({
    page,
    baseURL,
  }) => {
    const origin = cityOrigin(baseURL, city);
    const response = await page.goto(`${origin}/robots.txt`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const lines = (await response!.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: '));
    // a test stage (any host without the production marker, like this machine's) is closed altogether
    const testStage = ['Disallow: /'];
    const production = [
      'Disallow: /ui',
      'Disallow: /favorites',
      'Disallow: /comparison',
      'Disallow: /flats/print/',
    ];
    expect([testStage, production]).toContainEqual(disallowed);
    if (new URL(origin).hostname.endsWith('localhost')) expect(disallowed).toEqual(testStage);
  });

  test(`${city}: the sitemap index and its parts list the host's pages with lastmod, and they answer 200`, async ({
    page,
    baseURL,
  }) => {
    const origin = cityOrigin(baseURL, city);
    await openHost(page, origin);
    const index = await fetchInPage(page, `${origin}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(XMLValidator.validate(index.text)).toBe(true);
    const sitemapindex = (parser.parse(index.text) as { sitemapindex: { '@_xmlns': string; sitemap: Loc[] } })
      .sitemapindex;
    expect(sitemapindex['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(sitemapindex.sitemap.length).toBeGreaterThan(0);

    const urls: Loc[] = [];
    for (const part of sitemapindex.sitemap) {
      expect(part.loc.startsWith(`${origin}/sitemaps/`)).toBe(true);
      const fetched = await fetchInPage(page, part.loc);
      expect(fetched.status).toBe(200);
      expect(XMLValidator.validate(fetched.text)).toBe(true);
      const urlset = (parser.parse(fetched.text) as { urlset: { url: Loc[] } }).urlset;
      expect(urlset.url.length).toBeLessThanOrEqual(50_000);
      urls.push(...urlset.url);
    }
    expect(
      urls.every(
        (url) =>
          url.loc.startsWith(`${origin}/`) &&
          /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(url.lastmod),
      ),
    ).toBe(true);
    const paths = urls.map((url) => new URL(url.loc).pathname);
    for (const path of [
      '/',
      '/about',
      '/contacts',
      '/excursions',
      '/press',
      '/projects',
      '/projects/commercial',
      '/purchase',
      '/selections/flat',
    ]) {
      expect(paths).toContain(path);
    }
    const of = (pattern: RegExp) =>
      urls.filter((url) => pattern.test(new URL(url.loc).pathname)).map((url) => url.loc);
    const projects = of(/^\/projects\/(commercial\/)?[\w-]+$/).filter(
      (url) => !url.endsWith('/projects/commercial'),
    );
    const publications = of(/^\/press\/[\w-]+$/);
    const lots = of(/^\/(flats|commercials)\/\d+$/);
    expect(projects.length).toBeGreaterThan(0);
    expect(lots.length).toBeGreaterThan(0);
    expect(paths.some((path) => /^\/(ui|favorites|comparison)(\/|$)|^\/flats\/print\//.test(path))).toBe(
      false,
    );

    const details = new Set([...projects, ...publications, ...lots]);
    const contentPages = urls.map((url) => url.loc).filter((url) => !details.has(url));
    const sample = [...contentPages, ...spread(projects, 3), ...spread(publications, 3), ...spread(lots, 6)];
    expect(await not200(page, sample)).toEqual([]);
  });
}
