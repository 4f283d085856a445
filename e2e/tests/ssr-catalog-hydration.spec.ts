// For the catalog: a catalog page hydrates what the server rendered. Its first data travelled in the
// document, so the browser asks for none of it again after load, and hydration matches (no console error: React
// reports a hydration mismatch as one).
import { expect, test, type APIRequestContext } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api, CITY, collectErrors } from './catalog-helpers';

const firstOf = async (request: APIRequestContext, path: string, key: 'id' | 'slug') =>
  String((await api<{ results: Record<string, unknown>[] }>(request, path, { city: CITY, limit: 1 })).results[0]?.[key]);

const pages: Array<{ name: string; path: (request: APIRequestContext) => Promise<string>; firstData: (path: string) => RegExp }> = [
  { name: 'FlatPage', path: async (request) => `/flats/${await firstOf(request, '/api/flats/', 'id')}`, firstData: (path) => new RegExp(`/api${path}/|/api/mortgage/`) },
  {
    name: 'CommercialPage',
    path: async (request) => `/commercials/${await firstOf(request, '/api/commercial/', 'id')}`,
    firstData: (path) => new RegExp(`/api/commercial/${path.split('/').pop()}/|/api/mortgage/`),
  },
  { name: 'ProjectPage', path: async (request) => `/projects/${await firstOf(request, '/api/projects/', 'slug')}`, firstData: (path) => new RegExp(`/api${path}/|/api/(genplan|layouts|progress|documents|offices)/`) },
  { name: 'FlatPrintPage', path: async (request) => `/flats/print/${await firstOf(request, '/api/flats/', 'id')}`, firstData: () => /\/api\/flats\/\d+\// },
  {
    name: 'CommercialProjectPage',
    path: async (request) => `/projects/commercial/${await firstOf(request, '/api/projects_commercial/', 'slug')}`,
    firstData: (path) => new RegExp(`/api/projects_commercial/${path.split('/').pop()}/|/api/(genplan|layouts|progress|documents|offices)/`),
  },
  { name: 'PurchasePage', path: async () => '/purchase?method=3', firstData: () => /\/api\/(purchase_methods_pages|mortgage)\// },
  { name: 'SelectionsPage', path: async () => '/selections/flat', firstData: () => /\/api\/flats\/(facets\/|specs\/)?\?/ },
  { name: 'ProjectsPage', path: async () => '/projects', firstData: () => /\/api\/projects\/(facets\/|specs\/)?(\?|$)/ },
  { name: 'HomePage', path: async () => '/', firstData: () => /\/api\/(main_pages|projects|selection_cards|promo|publications)\/\?/ },
];

for (const { name, path, firstData } of pages) {
  test(`catalog ${name}: hydrates without fetching its first data again, without errors`, async ({ page, request }) => {
    const url = await path(request);
    const errors = collectErrors(page);
    const requested = await openHydrated(page, url);
    const region = page.locator(`[data-remote-region="catalog/${name}"]`);
    await expect(region.locator('h1')).toBeVisible();
    await expect(page.getByTestId('region-fallback')).toHaveCount(0);
    expect(requested.filter((request) => firstData(url).test(new URL(request).pathname + new URL(request).search))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
