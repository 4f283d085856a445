// One city per page: a city's lots, projects and publications answer on their own city's host only; asked for on the
// other city's host they move there for good (301, path and query kept, the Location built on the site's hosts);
// the header's city switch on such a page goes to the other city's list of the kind; a visitor following an
// in-site link to another city's lot is taken there as the switch takes them, their favourites with them.
import { expect, test, type APIRequestContext, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api } from './catalog-helpers';
import { cityOrigin, header } from './shell-helpers';

interface Listed {
  results: Array<{ id?: number; slug?: string; city: string }>;
}

/** Pages of one Moscow lot, project and publication (real ids and slugs). */
async function moscowPages(request: APIRequestContext) {
  const [flat, project, publication] = await Promise.all([
    api<Listed>(request, '/api/flats/', { city: 'moskva', limit: 1 }),
    api<Listed>(request, '/api/projects/', { city: 'moskva', limit: 1 }),
    api<Listed>(request, '/api/publications/', { city: 'moskva', limit: 1 }),
  ]);
  return {
    flat: `/flats/${flat.results[0]!.id}`,
    project: `/projects/${project.results[0]!.slug}`,
    publication: `/press/${publication.results[0]!.slug}`,
  };
}

test('a Moscow lot, project and publication asked for on the Tula host move to the Moscow host for good, path and query kept', async ({ request, baseURL }) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tulaHost = new URL(cityOrigin(baseURL, 'tula')).host;
  const pages = await moscowPages(request);
  for (const path of [pages.flat, `/flats/print/${pages.flat.split('/').at(-1)}`, `${pages.project}?building=1`, `${pages.publication}?utm_source=tg`]) {
    // the Tula host named in the request (`*.localhost` does not resolve outside the browser)
    const response = await request.get(path, { headers: { Host: tulaHost }, maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(`${moscow}${path}`);
  }
  // on its own host it is the page
  const own = await request.get(pages.project, { maxRedirects: 0 });
  expect(own.status()).toBe(200);
});

test('the browser sent to the Tula host for a Moscow project lands on the Moscow page, titled for Moscow', async ({ page, request, baseURL }) => {
  const pages = await moscowPages(request);
  await page.goto(`${cityOrigin(baseURL, 'tula')}${pages.project}`);
  expect(page.url()).toBe(`${cityOrigin(baseURL, 'moskva')}${pages.project}`);
  await expect(page).toHaveTitle(/в Москве/);
});

async function switchCity(page: Page, slug: string) {
  await header(page).locator('[data-dropdown="city"] button').first().click();
  await header(page).locator(`button[data-city="${slug}"]`).first().click();
}

test("the header's city switch on a Moscow project or lot goes to Tula's list of the kind, never to the Moscow page", async ({ page, request, baseURL }) => {
  const tula = cityOrigin(baseURL, 'tula');
  const pages = await moscowPages(request);
  await openHydrated(page, `${cityOrigin(baseURL, 'moskva')}${pages.project}?building=1`);
  await switchCity(page, 'tula');
  await page.waitForURL(`${tula}/projects`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await openHydrated(page, `${tula}${pages.flat.replace(/\d+$/, String(await tulaFlat(request)))}`);
  await switchCity(page, 'moskva');
  await page.waitForURL(`${cityOrigin(baseURL, 'moskva')}/selections/flat`);
});

async function tulaFlat(request: APIRequestContext): Promise<number> {
  return (await api<Listed>(request, '/api/flats/', { city: 'tula', limit: 1 })).results[0]!.id!;
}

test("following an in-site link to another city's lot enters its host as the switch does: the favourites follow", async ({ page, request, baseURL }) => {
  const moscow = cityOrigin(baseURL, 'moskva');
  const tula = cityOrigin(baseURL, 'tula');
  const moscowFlat = (await moscowPages(request)).flat;
  const tulaId = await tulaFlat(request);

  // a visitor of the Tula site (a session of that host) keeps a Tula flat
  await openHydrated(page, `${tula}/flats/${tulaId}`);
  await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await expect(header(page).locator('a[data-counter="favorites"]').first()).toHaveAttribute('aria-label', 'Избранное: 1');

  // a link of the site to a Moscow flat, followed by the router in the page (as a click on a link does)
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, moscowFlat);
  await page.waitForURL(`${moscow}${moscowFlat}`);
  await expect(page.locator('[data-remote-region="catalog/FlatPage"] h1')).toBeVisible();

  // the Moscow host has the same visitor: the Tula flat is on their list there
  await openHydrated(page, `${moscow}/favorites`);
  await expect(page.locator('[data-remote-region="favorites/FavoritesPage"]').getByRole('tab', { name: 'Тула 1' })).toBeVisible();
});
