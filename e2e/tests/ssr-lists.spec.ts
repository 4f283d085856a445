// For the favourites remote's pages and the forms. /favorites and /comparison are rendered by the shell
// server with the visitor's own lists (their session's favourites and compared lots of their city): read with
// scripts off they carry the lots, the title, Open Graph and noindex; they hydrate without fetching those lists again
// and without a mismatch; renders for two visitors at the same time stay apart. Forms say they need JavaScript.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '../harness/test';
import { collectErrors } from './press-helpers';

interface Lot {
  id: number;
  title: string;
}

async function flatsOf(request: APIRequestContext, city: string, count: number): Promise<Lot[]> {
  const response = await request.get(`/api/flats/?city=${city}&limit=${count}`);
  expect(response.ok()).toBe(true);
  const lots = ((await response.json()) as { results: Lot[] }).results;
  expect(lots).toHaveLength(count);
  return lots;
}

/** Gives the session of `request` (a browser context's or its own) these favourites and compared lots. */
async function fillLists(request: APIRequestContext, origin: string, lists: { favorites: Lot[]; comparison: Lot[] }) {
  await request.get('/api/favorites/statistics/?city=moskva');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { 'X-CSRFToken': csrf, Origin: origin };
  for (const [path, lots] of [
    ['/api/favorites/', lists.favorites],
    ['/api/comparisons/', lists.comparison],
  ] as const) {
    for (const lot of lots) {
      const response = await request.post(path, { data: { property: lot.id }, headers });
      expect(response.status(), `${path} ${lot.id}`).toBeLessThan(300);
    }
  }
}

async function sessionCookie(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const ids = (lots: Lot[]) => lots.map((lot) => lot.id).sort((a, b) => a - b);
const cardIds = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-lot-id'))))).sort(
    (a, b) => a - b,
  );
/**
 * Opens `path` (scripts off); a render the shell server left to the browser (over its budget on a busy machine)
 * is asked for again, at most twice.
 */
async function loadServerRendered(page: Page, path: string, content: Locator) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    if ((await content.count()) > 0) return;
  }
}

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

test('with scripts off /favorites and /comparison carry the visitor’s own lots, their title, Open Graph and noindex', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const origin = new URL(baseURL ?? 'http://localhost:8080').origin;
  const [first, second, third] = await flatsOf(context.request, 'moskva', 3);
  if (!first || !second || !third) throw new Error('three flats expected');
  await fillLists(context.request, origin, { favorites: [first, second], comparison: [second, third] });
  const page = await context.newPage();

  for (const { path, title, testId, lots } of [
    { path: '/favorites', title: 'Избранное', testId: 'favorite-lot', lots: [first, second] },
    { path: '/comparison', title: 'Сравнение', testId: 'compared-lot', lots: [second, third] },
  ]) {
    const region = page.locator(`[data-remote-region^="favorites/"]`);
    await loadServerRendered(page, path, region.locator('h1'));
    await expect(region.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await cardIds(page, testId), path).toEqual(ids(lots));
    for (const lot of lots) await expect(region.getByText(lot.title).first()).toBeVisible();
    await expect(region.getByRole('tab', { name: `Москва ${lots.length}` })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(new RegExp(title));
    expect(await meta(page, 'property="og:title"')).toContain(title);
    expect(await meta(page, 'property="og:type"')).toBe('website');
    expect(await meta(page, 'property="og:description"')).toBeTruthy();
    expect(await meta(page, 'name="robots"')).toContain('noindex');
    const crumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(crumbs.some((json) => json.includes('"BreadcrumbList"') && json.includes(`${path}"`))).toBe(true);
  }
  await context.close();
});

for (const { path, region, testId, firstData } of [
  {
    path: '/favorites',
    region: 'favorites/FavoritesPage',
    testId: 'favorite-lot',
    firstData: /\/api\/favorites\/\?/,
  },
  {
    path: '/comparison',
    region: 'favorites/ComparisonPage',
    testId: 'compared-lot',
    firstData: /\/api\/comparisons\/(show_differences|similar_flats)\//,
  },
]) {
  test(`${path} hydrates the visitor’s lists without fetching them again and without a mismatch`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? 'http://localhost:8080').origin;
    const [first, second] = await flatsOf(context.request, 'moskva', 2);
    if (!first || !second) throw new Error('two flats expected');
    await fillLists(context.request, origin, { favorites: [first, second], comparison: [first, second] });
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|server-rendered region/i.test(message.text())) warnings.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    // a render the server left to the browser (over its budget on a busy machine) fetches in the browser: ask again
    for (let attempt = 0; attempt < 3; attempt += 1) {
      requested.length = 0;
      const response = await page.goto(path);
      if ((await response?.text())?.includes(`data-testid="${testId}"`)) break;
    }
    await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
    await page.waitForLoadState('networkidle');
    const regionLocator = page.locator(`[data-remote-region="${region}"]`);
    await expect(page.getByTestId('region-fallback')).toHaveCount(0);
    expect(await cardIds(page, testId)).toEqual(ids([first, second]));
    expect(requested.filter((url) => firstData.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);

    // hydrated: the page's buttons work (a lot removed here leaves the list at once)
    const card = regionLocator.locator(`[data-lot-id="${first.id}"]`).first();
    await card.getByRole('button', { name: /Удалить из (избранного|сравнения)/ }).last().click();
    await expect.poll(() => cardIds(page, testId)).toEqual([second.id]);
  });
}

interface DehydratedQuery {
  queryKey: unknown[];
  state: { data?: unknown };
}

function queriesOf(html: string): DehydratedQuery[] {
  const json = /<script id="__INITIAL_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { queries?: { queries: DehydratedQuery[] } }).queries?.queries ?? [];
}

test('concurrent renders of /favorites and /comparison for two visitors never see each other’s lists', async ({
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:8080';
  const host = new URL(base).host;
  const visitors = await Promise.all(
    (['moskva', 'tula'] as const).map(async (city) => {
      const request = await playwrightRequest.newContext({ baseURL: base });
      const lots = await flatsOf(request, city, 2);
      await fillLists(request, new URL(base).origin, { favorites: lots, comparison: lots.slice(0, 1) });
      return { city, host: city === 'moskva' ? host : `tula.${host}`, request, lots, cookie: await sessionCookie(request) };
    }),
  );
  const render = async (visitor: (typeof visitors)[number], path: string) => {
    const response = await visitor.request.get(path, { headers: { Host: visitor.host, Cookie: visitor.cookie } });
    expect(response.status()).toBe(200);
    return { visitor, path, html: await response.text() };
  };
  // the remote's server build loaded once, so the burst measures renders, not its first load
  for (const path of ['/favorites', '/comparison']) await render(visitors[0]!, path);

  const serverRendered = new Set<string>();
  const check = ({ visitor, path, html }: Awaited<ReturnType<typeof render>>) => {
    const other = visitors.find((candidate) => candidate !== visitor)!;
    const own = path === '/favorites' ? visitor.lots : visitor.lots.slice(0, 1);
    // the lists the document carries (the prefetched statistics) are the visitor's own, of their city
    for (const { queryKey, state } of queriesOf(html).filter(({ queryKey }) => String(queryKey[1]).endsWith('/statistics/'))) {
      expect(queryKey[2], `${visitor.city} ${path}`).toBe(`?city=${visitor.city}`);
      const list = String(queryKey[1]).includes('favorites') ? visitor.lots : visitor.lots.slice(0, 1);
      expect((state.data as { property_ids: number[] }).property_ids.sort((a, b) => a - b)).toEqual(ids(list));
    }
    for (const lot of other.lots) expect(html).not.toContain(`data-lot-id="${lot.id}"`);
    // a render over its budget is left to the browser; one that rendered shows exactly its own lots
    const testId = path === '/favorites' ? 'favorite-lot' : 'compared-lot';
    const shown = [...html.matchAll(new RegExp(`data-testid="${testId}" data-lot-id="(\\d+)"`, 'g'))].map((match) => Number(match[1]));
    if (shown.length === 0) return;
    serverRendered.add(visitor.city);
    expect(shown.sort((a, b) => a - b), `${visitor.city} ${path}`).toEqual(ids(own));
  };
  // eight renders at once, the two visitors and two pages interleaved; again (at most twice) until both visitors
  // had a render within the budget (a busy machine leaves some to the browser)
  for (let burst = 0; burst < 3 && serverRendered.size < 2; burst += 1) {
    const renders = await Promise.all(
      Array.from({ length: 8 }, (_, index) => render(visitors[index % 2]!, index % 4 < 2 ? '/favorites' : '/comparison')),
    );
    renders.forEach(check);
  }
  expect([...serverRendered].sort()).toEqual(['moskva', 'tula']);
  await Promise.all(visitors.map((visitor) => visitor.request.dispose()));
});

test('with scripts off the excursions page says online booking needs JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/excursions');
  const note = page.locator('[data-remote-region="press/ExcursionsPage"]').getByTestId('needs-javascript');
  await expect(note).toBeVisible();
  await expect(note).toContainText('включите JavaScript');
  await expect(note.getByRole('link')).toHaveAttribute('href', /^tel:/);
  await context.close();
});
