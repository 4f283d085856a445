// Every catalog page: an <h1>, no console errors, no sideways scrolling at 375, 768 and
// 1440 px, and no serious accessibility violations (axe) in the catalog's region.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '../harness/test';
import { api, CITY, collectErrors, type LotList } from './catalog-helpers';

async function catalogPaths(request: APIRequestContext): Promise<string[]> {
  const projects = await api<{ results: { slug: string }[] }>(request, '/api/projects/', { city: CITY, limit: 1 });
  const commercialProjects = await api<{ results: { slug: string }[] }>(request, '/api/projects_commercial/', { limit: 1 });
  const flat = (await api<LotList>(request, '/api/flats/', { city: CITY, limit: 1 })).results[0];
  const premise = (await api<LotList>(request, '/api/commercial/', { city: CITY, limit: 1 })).results[0];
  return [
    '/',
    '/projects',
    `/projects/${projects.results[0]?.slug}`,
    '/projects/commercial',
    `/projects/commercial/${commercialProjects.results[0]?.slug}`,
    '/selections/flat?rooms=1&rooms=2',
    '/selections?rooms=1&is_apartment=true',
    '/selections?commercial=office',
    '/selections/flat?view=chess',
    '/selections/parking?view=scheme',
    '/selections/storage?view=list',
    `/flats/${flat?.id}`,
    `/commercials/${premise?.id}`,
    '/purchase?method=3',
    '/purchase?method=2',
  ];
}

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test(`catalog pages at ${viewport.width} px: a heading, no errors, no sideways scroll`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const errors = collectErrors(page);
    for (const path of await catalogPaths(request)) {
      await page.goto(path);
      const region = page.locator('[data-remote-region^="catalog/"]');
      await expect(region.locator('h1'), path).toBeVisible();
      await expect(region.locator('[aria-busy="true"]'), `${path} finished loading`).toHaveCount(0, { timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
  });
}

test('catalog pages have no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const serious: string[] = [];
  for (const path of await catalogPaths(request)) {
    await page.goto(path);
    const region = page.locator('[data-remote-region^="catalog/"]');
    await expect(region.locator('h1')).toBeVisible();
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const results = await new AxeBuilder({ page }).include('[data-remote-region^="catalog/"]').analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      serious.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
    }
  }
  expect(serious).toEqual([]);
});
