// For the catalog: every catalog page arrives rendered, with its head. Read in a browser with JavaScript
// switched off, each route shows its main content (a lot's price and area, a selection's first lots, a project's
// name as its heading), its own title and Open Graph tags with an absolute og:image that is a real picture, and its
// structured data (a lot as an Offer in roubles, a project as a place with address and coordinates); lot, project
// and selection pages navigate by links.
import { expect, test, type APIRequestContext, type Browser, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api, CITY } from './catalog-helpers';

interface Lot {
  id: number;
  title: string;
  area: number;
  price: number;
  project: { slug: string; name: string };
}
interface Listing<T> {
  count: number;
  results: T[];
}
interface Project {
  slug: string;
  name: string;
}

/** product §5: '12 345 000 ₽', '56,3 м²' (digits grouped by spaces, a decimal comma). */
const grouped = (value: number) => String(value).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const rub = (value: number) => `${grouped(value)} ₽`;
const sqm = (value: number) => `${grouped(value)} м²`;

async function scriptless(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** The page's head: title, Open Graph tags, robots and the structured data. */
async function headOf(page: Page) {
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).first().getAttribute('content', { timeout: 1000 }).catch(() => null);
  const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
  );
  return {
    title: await page.title(),
    ogTitle: await meta('property="og:title"'),
    ogType: await meta('property="og:type"'),
    ogDescription: await meta('property="og:description"'),
    ogImage: await meta('property="og:image"'),
    robots: await meta('name="robots"'),
    jsonLd,
  };
}

/** og:image is an absolute URL on the site that answers with a picture. */
async function expectPicture(request: APIRequestContext, url: string | null, page: Page) {
  expect(url, 'og:image').toMatch(/^https?:\/\//);
  expect(new URL(url ?? '').origin).toBe(new URL(page.url()).origin);
  const response = await request.get(url ?? '');
  expect(response.status(), url ?? '').toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const region = page.locator('[data-remote-region^="catalog/"]');
  // rendered on the server: no loading state left in the page's region
  await expect(region.locator('h1'), path).toHaveCount(1);
  await expect(region.locator('[aria-busy="true"]'), path).toHaveCount(0);
  return region;
}

test('lot pages read without scripts: heading, price, area, a title naming the lot, its Offer, and links on', async ({ browser, request }) => {
  const { context, page } = await scriptless(browser);
  for (const [endpoint, route] of [
    ['/api/flats/', '/flats'],
    ['/api/commercial/', '/commercials'],
  ] as const) {
    const [card] = (await api<Listing<Lot>>(request, endpoint, { city: CITY, limit: 1 })).results;
    if (!card) throw new Error(`no lots at ${endpoint}`);
    const lot = await api<Lot & { layout_image: string | null }>(request, `${endpoint}${card.id}/`);
    const region = await open(page, `${route}/${lot.id}`);
    await expect(region.getByTestId('lot-price')).toHaveText(rub(lot.price));
    await expect(region).toContainText(sqm(lot.area));
    const head = await headOf(page);
    expect(head.title).toContain(`${lot.title} ${sqm(lot.area)} в `);
    expect(head.title).toContain(lot.project.name.replace(/^«|»$/g, ''));
    expect(head.title.endsWith(`— ${rub(lot.price)}`)).toBe(true);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogType).toBe('product');
    expect(head.ogDescription).toContain(rub(lot.price));
    await expectPicture(request, head.ogImage, page);
    const product = head.jsonLd.find((data) => data['@type'] === 'Product') as { offers: Record<string, unknown> } | undefined;
    expect(product?.offers).toMatchObject({ '@type': 'Offer', price: lot.price, priceCurrency: 'RUB' });
    expect(head.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    expect(head.robots).toBeNull();
  }
  // a lot's project is a link: it opens the project's page, rendered, without scripts
  await page.locator('[data-remote-region^="catalog/"] a[href^="/projects/"]').first().click();
  await expect(page).toHaveURL(/\/projects\//);
  await expect(page.locator('[data-remote-region^="catalog/"] h1')).toHaveCount(1);
  await context.close();
});

// A form in the server's document sends only through its handler: without scripts, or before they arrive, its submit
// is disabled, so a visitor's e-mail never goes out natively in the page's URL (history, logs, analytics).
test('the price-drop form sends only once hydrated: without scripts its button is off and Enter leaves the URL alone', async ({
  browser,
  request,
  page,
}) => {
  const [card] = (await api<Listing<Lot>>(request, '/api/flats/', { city: CITY, limit: 1 })).results;
  if (!card) throw new Error('no flats');
  const path = `/flats/${card.id}`;
  const bare = await scriptless(browser);
  const form = (await open(bare.page, path)).getByRole('form', { name: 'Сообщить о снижении цены' });
  const email = form.getByLabel('Сообщить о снижении цены на e-mail');
  await email.fill('buyer@example.ru');
  await email.press('Enter');
  await expect(form.getByRole('button', { name: 'Подписаться' })).toBeDisabled();
  expect(new URL(bare.page.url()).search).toBe('');
  // (a browser with scripts switched off by automation still parses <noscript> as text: read what it holds)
  expect(await form.locator('noscript').textContent()).toContain('включите JavaScript');
  await bare.context.close();

  await openHydrated(page, path);
  const live = page.getByRole('form', { name: 'Сообщить о снижении цены' });
  await expect(live.getByRole('button', { name: 'Подписаться' })).toBeEnabled();
});

test('the print page reads without scripts and is not for search engines', async ({ browser, request }) => {
  const [lot] = (await api<Listing<Lot>>(request, '/api/flats/', { city: CITY, limit: 1 })).results;
  const { context, page } = await scriptless(browser);
  await page.goto(`/flats/print/${lot?.id}`);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText(rub(lot?.price ?? 0));
  await expect(sheet).toContainText(sqm(lot?.area ?? 0));
  const head = await headOf(page);
  expect(head.title).toContain(rub(lot?.price ?? 0));
  expect(head.robots).toBe('noindex');
  await expectPicture(request, head.ogImage, page);
  await context.close();
});

test('project pages read without scripts: the name as heading, the head, the place with address and coordinates', async ({ browser, request }) => {
  const { context, page } = await scriptless(browser);
  for (const [endpoint, route] of [
    ['/api/projects/', '/projects'],
    ['/api/projects_commercial/', '/projects/commercial'],
  ] as const) {
    const projects = (await api<Listing<Project>>(request, endpoint, { city: CITY, limit: 100 })).results;
    expect(projects.length, endpoint).toBeGreaterThan(0);
    // the list: every project's card, linked
    const list = await open(page, route);
    for (const project of projects) await expect(list.getByRole('link', { name: project.name, exact: true })).toHaveAttribute('href', `${route}/${project.slug}`);
    const listHead = await headOf(page);
    expect(listHead.title).toMatch(/в Москве$/);
    expect(listHead.ogTitle).toBe(listHead.title);
    await expectPicture(request, listHead.ogImage, page);

    const detail = await api<Project & { address: string; coords: { lat: number; lng: number } }>(request, `${endpoint}${projects[0]?.slug}/`);
    const region = await open(page, `${route}/${detail.slug}`);
    await expect(region.locator('h1')).toHaveText(detail.name);
    const head = await headOf(page);
    expect(head.title).toContain(detail.name.replace(/^«|»$/g, ''));
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBeTruthy();
    await expectPicture(request, head.ogImage, page);
    const place = head.jsonLd.find((data) => data.geo) as { address: { streetAddress: string }; geo: Record<string, unknown> } | undefined;
    expect(place?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: detail.coords.lat, longitude: detail.coords.lng });
    expect(detail.address).toContain(place?.address.streetAddress ?? '?');
  }
  await context.close();
});

test('selections read and page without scripts: their first lots, linked, and the pages as links', async ({ browser, request }) => {
  const { context, page } = await scriptless(browser);
  for (const [kind, endpoint, query] of [
    ['flat', '/api/flats/', { is_apartment: false }],
    ['commercial', '/api/commercial/', {}],
    ['parking', '/api/parking/', {}],
    ['storage', '/api/storage/', {}],
  ] as const) {
    const first = await api<Listing<{ id: number }>>(request, endpoint, { city: CITY, ordering: 'price', limit: 12, offset: 0, ...query });
    expect(first.results.length, kind).toBeGreaterThan(0);
    const region = await open(page, `/selections/${kind}`);
    const cards = region.getByTestId('lot-card');
    await expect(cards).toHaveCount(first.results.length);
    const head = await headOf(page);
    expect(head.title).toMatch(/в Москве$/);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogDescription).toBeTruthy();
    await expectPicture(request, head.ogImage, page);
    if (first.count > first.results.length) {
      // the next page is a link that works without scripts
      await region.getByRole('link', { name: 'Страница 2', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/selections/${kind}\\?page=2$`));
      const second = await api<Listing<{ id: number }>>(request, endpoint, { city: CITY, ordering: 'price', limit: 12, offset: 12, ...query });
      await expect(page.getByTestId('lot-card')).toHaveCount(second.results.length);
      expect(await page.title()).toContain('страница 2');
    }
  }
  // a lot card is a link to its page
  const [lot] = (await api<Listing<Lot>>(request, '/api/flats/', { city: CITY, ordering: 'price', limit: 1, is_apartment: false })).results;
  await open(page, '/selections/flat');
  await page.locator(`[data-testid="lot-card"] a[href="/flats/${lot?.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/flats/${lot?.id}$`));
  await expect(page.getByTestId('lot-price')).toHaveText(rub(lot?.price ?? 0));
  await context.close();
});

test('home and purchase pages read without scripts, with their head', async ({ browser, request }) => {
  const { context, page } = await scriptless(browser);
  const main = await api<{ title: string }>(request, '/api/main_pages/', { city: CITY });
  const projects = await api<Listing<Project>>(request, '/api/projects/', { city: CITY, limit: 6 });
  const home = await open(page, '/');
  await expect(home.locator('h1')).toHaveText(main.title);
  for (const project of projects.results) await expect(home.getByRole('link', { name: project.name, exact: true })).toBeVisible();
  const homeHead = await headOf(page);
  expect(homeHead.title).toBe('Квартиры в новостройках от застройщика в Москве');
  expect(homeHead.ogDescription).toBeTruthy();
  await expectPicture(request, homeHead.ogImage, page);

  const methods = await api<Listing<{ id: number; title: string }>>(request, '/api/purchase_methods_pages/', { limit: 20 });
  const mortgage = methods.results.find((method) => method.id === 3);
  const purchase = await open(page, '/purchase?method=3');
  await expect(purchase.getByRole('heading', { level: 2, name: mortgage?.title })).toBeVisible();
  expect((await headOf(page)).title).toContain(mortgage?.title ?? '?');
  await context.close();
});
