// The first response carries the page. The document is read as a plain HTTP response (no script runs):
// the frame is there on every route, and on the press pages so is their main content; with scripts off a press page
// reads, styled (its stylesheets are in the head), and the footer form says it needs JavaScript.
// The press pages render on the server with hooks (React's and TanStack Query's, reading the shell's per-request
// QueryClient): a remote server build with a React or a query library of its own would throw there ("Invalid hook
// call", "No QueryClient set") and leave its region to the browser, so these documents also show that the remote's
// server code runs with the shell server's one React.
import { expect, test, type APIRequestContext } from '../harness/test';

interface Listing<T> {
  count: number;
  results: T[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The document's visible text: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, entity: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' })[entity] ?? ' ',
    )
    .replace(/\s+/g, ' ');
}

function plain(html: string): string {
  return textOf(html).trim();
}

async function documentOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  // the frame: header, page region and footer, server-rendered
  expect(html).toContain('data-testid="site-header"');
  expect(html).toContain('data-testid="site-footer"');
  expect(html).toMatch(/data-remote-region="[a-z]+\/[A-Za-z]+"/);
  return { html, text: textOf(html) };
}

test('press pages carry their content in the first response', async ({ request }) => {
  const news = await api<Listing<{ slug: string; title: string }>>(
    request,
    '/api/publications/?city=moskva&type=news&for_owners=false&limit=9',
  );
  const press = await documentOf(request, '/press');
  expect(news.results.length).toBeGreaterThan(0);
  for (const item of news.results.slice(0, 3)) expect(press.text).toContain(item.title);

  const slug = news.results[0]?.slug ?? '';
  const detail = await api<{ title: string; body: string }>(request, `/api/publications/${slug}/`);
  const publication = await documentOf(request, `/press/${slug}`);
  expect(publication.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(publication.text).toContain(detail.title);
  expect(publication.text).toContain(plain(detail.body).slice(0, 60));

  const company = await api<{ name: string; facts: { label: string }[]; history: { text: string }[] }>(
    request,
    '/api/company/',
  );
  const about = await documentOf(request, '/about');
  expect(about.text).toContain(company.name);
  for (const fact of company.facts) expect(about.text).toContain(fact.label);
  for (const event of company.history) expect(about.text).toContain(event.text);

  const offices = await api<Listing<{ name: string }>>(request, '/api/offices/?city=moskva&limit=50');
  const contacts = await documentOf(request, '/contacts');
  expect(offices.results.length).toBeGreaterThan(0);
  for (const office of offices.results) expect(contacts.text).toContain(office.name);

  const excursions = await api<Listing<{ title: string }>>(request, '/api/excursions/?city=moskva&limit=50');
  const excursionsPage = await documentOf(request, '/excursions');
  for (const excursion of excursions.results) expect(excursionsPage.text).toContain(excursion.title);

  const agreement = await api<{ title: string }>(request, '/api/personal_data_agreement/');
  const policy = await documentOf(request, '/personal-data-processing-policy');
  expect(policy.text).toContain(agreement.title);
  // no loading state left in the press region of any of them
  for (const { html } of [press, publication, about, contacts, excursionsPage, policy]) {
    const region = html.slice(html.indexOf('data-remote-region="press/'));
    expect(region.slice(0, region.indexOf('</main>'))).not.toContain('aria-busy="true"');
  }
});

test('catalog pages come with the rendered frame', async ({ request }) => {
  const flats = await api<Listing<{ id: number }>>(request, '/api/flats/?city=moskva&limit=1');
  for (const path of ['/', '/projects', `/flats/${flats.results[0]?.id}`]) {
    const { html } = await documentOf(request, path);
    expect(html).toMatch(/data-testid="footer-inn">(?:<[^>]+>)*ИНН/);
  }
});

test('with scripts off a publication reads, styled, and the footer form says it needs JavaScript', async ({
  browser,
  request,
}) => {
  const [first] = (await api<Listing<{ slug: string; title: string }>>(request, '/api/publications/?city=moskva&limit=1'))
    .results;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/press/${first?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  await expect(page).toHaveTitle(`${first?.title ?? ''} — Горизонт Девелопмент, Москва`);
  // the frame's and the page's stylesheets are in the head: the header is laid out as designed
  expect(await page.getByTestId('site-header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
  // the page's own stylesheet is inlined in the head under its URL
  await expect(page.locator('head style[data-href*="__federation_expose_PublicationPage."]')).toHaveCount(1);
  // (a browser with scripts switched off by automation still parses <noscript> as text: read what it holds)
  expect(await page.locator('#callback noscript').textContent()).toContain('включите JavaScript');
  await context.close();
});

test('error pages arrive with their markup and status', async ({ request }) => {
  for (const [path, status, title] of [
    ['/no-such-page', 404, 'Страница не найдена...'],
    ['/ui/errors/500', 500, 'Мы улучшаем наш сайт'],
    ['/ui/errors/505', 505, 'возникли проблемы с сервером'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const html = await response.text();
    expect(html).toContain('data-layout="errors"');
    expect(textOf(html)).toContain(title);
  }
});
