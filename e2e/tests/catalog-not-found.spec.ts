// An unknown lot id or project slug is a 404 with the error page, on first load and after
// client navigation (the shell's validity checks ask the API).
import { expect, test } from '../harness/test';
import { catalogRegion } from './catalog-helpers';

for (const path of ['/flats/999999999', '/projects/no-such', '/projects/commercial/no-such', '/commercials/999999999', '/flats/print/999999999']) {
  test(`${path} answers 404 with the error page on first load`, async ({ page, request }) => {
    expect((await request.get(path)).status()).toBe(404);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Страница не найдена...' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
}

for (const path of ['/flats/999999999', '/projects/no-such']) {
  test(`${path} shows the error page after client navigation`, async ({ page }) => {
    await page.goto('/projects');
    await expect(catalogRegion(page, 'ProjectsPage').locator('h1')).toBeVisible();
    const bootedAt = await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { name: 'Страница не найдена...' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // the document was not reloaded: the shell navigated
    expect(await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt)).toBe(bootedAt);
    await page.goBack();
    await expect(catalogRegion(page, 'ProjectsPage').locator('h1')).toBeVisible();
  });
}

test('a known project and flat are not 404', async ({ page, request }) => {
  const projects = (await (await request.get('/api/projects/?city=moskva&limit=1')).json()) as { results: { slug: string }[] };
  const slug = projects.results[0]?.slug;
  expect(slug).toBeTruthy();
  const response = await page.goto(`/projects/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(catalogRegion(page, 'ProjectPage').locator('h1')).toBeVisible();
});
