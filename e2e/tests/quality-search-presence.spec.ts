// Search presence: one URL per page (every other form of it — case, a trailing or doubled slash, the /selections
// alias — is a permanent redirect to it, query kept); and every document the server renders, on both city hosts,
// says so: one canonical URL on its own host (a paginated selection its own page), og:url, og:site_name and an
// og:image that is a picture (the site's own where the page has none), a title and a description that name its
// city, no title shared by two pages, a BreadcrumbList only with two or more steps, an Article with its author and
// publisher.
import { expect, test, type Page } from '../harness/test';
import { NOT_FOUND_PATH, PAGINATED_PATH, siteDocuments, type SiteDocument } from './quality-documents';
import { fetchInPage } from './site-fetch';

const SITE_NAME = 'Горизонт Девелопмент';
const CITY_WORD: Record<SiteDocument['city'], RegExp> = { moskva: /Москв/, tula: /Тул/ };

interface Head {
  title: string;
  description: string | null;
  robots: string | null;
  canonicals: string[];
  og: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

/** The head of a document, read by the browser's own parser. */
function headOf(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
    const og: Record<string, string> = {};
    for (const tag of doc.head.querySelectorAll('meta[property^="og:"]')) og[tag.getAttribute('property') ?? ''] = tag.getAttribute('content') ?? '';
    return {
      title: doc.title,
      description: meta('meta[name="description"]'),
      robots: meta('meta[name="robots"]'),
      canonicals: [...doc.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      og,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    };
  }, html);
}

test('every other form of a page answers 301 to its one URL, query kept', async ({ request }) => {
  const flats = (await (await request.get('/api/flats/?city=moskva&limit=1')).json()) as { results: Array<{ id: number }> };
  const id = flats.results[0]?.id;
  const forms: Array<[string, string]> = [
    [`/FLATS/${id}`, `/flats/${id}`],
    [`/flats/${id}/`, `/flats/${id}`],
    [`/Flats/${id}/?utm_source=vk`, `/flats/${id}?utm_source=vk`],
    ['/personal-data-processing-policy/', '/personal-data-processing-policy'],
    ['/press//', '/press'],
    ['/selections', '/selections/flat'],
    ['/selections?rooms=2&is_apartment=true', '/selections/flat?rooms=2&is_apartment=true'],
    ['/selections/?commercial=office', '/selections/commercial?commercial=office'],
  ];
  for (const [from, to] of forms) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
  for (const [, to] of forms) expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
});

test('every document names its one URL, its site, a picture and its city; titles are unique', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const documents = await siteDocuments(page, baseURL as string);
  const titles = new Map<string, string>();
  let defaultImage: string | null = null;
  for (const document of documents) {
    const where = `${document.origin}${document.path}`;
    const head = await headOf(page, document.html);
    expect.soft(document.status, `${where}: status`).toBe(document.path === NOT_FOUND_PATH ? 404 : 200);
    expect.soft(head.og['og:site_name'], `${where}: og:site_name`).toBe(SITE_NAME);
    expect.soft(head.og['og:image'] ?? '', `${where}: og:image`).toMatch(/^https?:\/\/.+/);
    expect.soft(head.og['og:url'] ?? '', `${where}: og:url on its city's host`).toMatch(new RegExp(`^${document.origin}/`));
    const trails = head.jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
    for (const trail of trails) expect.soft((trail.itemListElement as unknown[]).length, `${where}: BreadcrumbList steps`).toBeGreaterThanOrEqual(2);
    if (document.path === '/') {
      expect.soft(trails, `${where}: no trail on the home page`).toEqual([]);
      // search engines show about the first 120–160 characters: the city is within them
      expect.soft((head.description ?? '').slice(0, 120), `${where}: the city early in the description`).toMatch(CITY_WORD[document.city]);
    }
    if (head.og['og:image']?.includes('/assets/')) defaultImage = head.og['og:image'];

    const indexed = !head.robots?.includes('noindex');
    if (document.path === NOT_FOUND_PATH) expect.soft(indexed, `${where}: an error page is not indexed`).toBe(false);
    if (!indexed) {
      expect.soft(head.canonicals, `${where}: no canonical URL on a page not indexed`).toEqual([]);
      continue;
    }
    const own = new URL(document.path, document.origin);
    expect.soft(head.canonicals, `${where}: one canonical URL, its own`).toEqual([`${own.origin}${own.pathname}${own.search}`]);
    expect.soft(head.og['og:url'], `${where}: og:url is the canonical URL`).toBe(head.canonicals[0]);
    expect.soft(head.title, `${where}: the title names the city`).toMatch(CITY_WORD[document.city]);
    expect.soft(head.description ?? '', `${where}: the description names the city`).toMatch(CITY_WORD[document.city]);
    expect.soft(titles.get(head.title), `${where}: a title of its own («${head.title}»)`).toBeUndefined();
    titles.set(head.title, where);

    const article = head.jsonLd.find((data) => data['@type'] === 'Article');
    if (article) {
      for (const role of ['author', 'publisher'] as const) {
        expect.soft(article[role], `${where}: the Article's ${role}`).toMatchObject({
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: expect.stringMatching(/^https?:\/\//) },
        });
      }
    }
  }
  expect(documents.filter((document) => document.path.startsWith('/press/')).length, 'publications read').toBeGreaterThan(0);
  expect(documents.some((document) => document.path === PAGINATED_PATH), 'a paginated selection read').toBe(true);
  // the site's own picture is a real picture
  expect(defaultImage, 'a page without a picture of its own shows the site’s').not.toBeNull();
  const picture = await fetchInPage(page, defaultImage as string, false);
  expect(picture.status).toBe(200);
});
