import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page as Paginated } from '../../http/schema/responses';
import type { LotCard } from '../../shared/lots/lotSchemas';
import type { ProjectCard } from '@estate/shared-api/dto/projects';
import type { PublicationCard } from '../../shared/publications/publicationSchemas';
import { loadConfig } from '../../config';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { CONTENT_PAGES } from './sitemapEntries';
import { SITEMAP_NAMESPACE } from './sitemapRoutes';

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});
const TULA = { 'x-forwarded-host': 'tula.localhost:8080', 'x-forwarded-proto': 'https' };
const ORIGIN = 'https://tula.localhost:8080';
const PER_PART = 100;
const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/;

interface Url {
  loc: string;
  lastmod: string;
}

describe.each(backends())('sitemap on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { SITEMAP_URLS_PER_PART: String(PER_PART), API_DEV_ENDPOINTS: '1', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => test?.close());

  const get = (url: string) => test.app.inject({ url, headers: TULA });

  async function read(
    url: string,
  ): Promise<Record<string, { '@_xmlns': string; url?: Url[]; sitemap?: Url[] }>> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    return parser.parse(response.body) as Record<string, { '@_xmlns': string; url?: Url[]; sitemap?: Url[] }>;
  }

  /** Every URL of the city's sitemap, read through its index. */
  async function allUrls(): Promise<Url[]> {
    const index = (await read('/sitemap.xml')).sitemapindex!;
    expect(index['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    const urls: Url[] = [];
    for (const [n, part] of (index.sitemap ?? []).entries()) {
      expect(part.loc).toBe(`${ORIGIN}/sitemaps/${n + 1}.xml`);
      expect(part.lastmod).toMatch(W3C_DATETIME);
      const urlset = (await read(new URL(part.loc).pathname)).urlset!;
      expect(urlset['@_xmlns']).toBe(SITEMAP_NAMESPACE);
      expect(urlset.url!.length).toBeLessThanOrEqual(PER_PART);
      urls.push(...urlset.url!);
    }
    return urls;
  }

  const list = async <T>(path: string) => (await test.app.inject(path)).json<Paginated<T>>();

  it('lists the city’s content pages, projects, publications and lots on sale, in parts of at most the limit, with lastmod', async () => {
    const urls = await allUrls();
    const paths = urls.map((url) => url.loc.slice(ORIGIN.length));
    expect(urls.every((url) => url.loc.startsWith(`${ORIGIN}/`) && W3C_DATETIME.test(url.lastmod))).toBe(
      true,
    );
    expect(new Set(paths).size).toBe(paths.length);

    const projects = await list<ProjectCard>('/api/projects/?city=tula&limit=100');
    const commercial = await list<ProjectCard>('/api/projects_commercial/?city=tula&limit=100');
    const publications = await list<PublicationCard>('/api/publications/?city=tula&limit=100');
    const flats = (await list<LotCard>('/api/flats/?city=tula&limit=1')).count;
    const premises = (await list<LotCard>('/api/commercial/?city=tula&limit=1')).count;
    const expected = [
      ...CONTENT_PAGES,
      ...projects.results.map((project) => `/projects/${project.slug}`),
      ...commercial.results.map((project) => `/projects/commercial/${project.slug}`),
      ...publications.results.map((publication) => `/press/${publication.slug}`),
    ];
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(paths.filter((path) => /^\/(flats|commercials)\/\d+$/.test(path))).toHaveLength(flats + premises);
    expect(paths).toHaveLength(expected.length + flats + premises);
    expect(
      paths.some((path) => /\/(ui|favorites|comparison|flats\/print)\b|\/selections\/parking\?/.test(path)),
    ).toBe(false);
    expect(urls.length).toBeGreaterThan(PER_PART * 2); // several parts

    expect((await get(`/sitemaps/${Math.ceil(urls.length / PER_PART) + 1}.xml`)).statusCode).toBe(404);
    for (const bad of ['/sitemaps/0.xml', '/sitemaps/1', '/sitemaps/x.xml'])
      expect((await get(bad)).statusCode).toBe(404);
  });

  it('follows the content: a new publication is listed at once, with its date', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const before = await read('/sitemaps/1.xml');
    const created = await visitor.post('/api/dev/publications/', {
      city: 'tula',
      type: 'news',
      slug: 'sitemap-follows-content',
      title: 'Новость для карты сайта',
      body: '<p>Текст</p>',
      published_at: '2031-02-03T04:05:06Z',
    });
    expect(created.statusCode).toBe(201);
    await test.ctx.dataVersion.refresh();
    expect(await read('/sitemaps/1.xml')).not.toEqual(before);
    const listed = (await allUrls()).find((url) => url.loc === `${ORIGIN}/press/sitemap-follows-content`);
    expect(listed?.lastmod).toBe('2031-02-03T07:05:06+03:00');
  });

  it('keeps parts within the protocol’s 50,000 URLs whatever is configured', () => {
    expect(loadConfig({ SITEMAP_URLS_PER_PART: '60000' }, process.cwd()).sitemapUrlsPerPart).toBe(50_000);
    expect(loadConfig({}, process.cwd()).sitemapUrlsPerPart).toBe(50_000);
  });
});
