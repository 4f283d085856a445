// The shell renders remote pages in its layouts, answers unknown routes with 404 and
// navigates between remotes without reloading the document.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';

test('the home page is a catalog page inside the default layout', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.[0-9a-f]+\.js$/.test(request.url())) entries.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  const region = page.locator('[data-remote-region="catalog/HomePage"]');
  await expect(region.locator('h1')).toBeVisible();
  // loaded at runtime from where /remotes.json says the catalog lives (the manifest the server rendered with
  // travels in the document, so the browser fetches the entry it names)
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const catalogBase = new URL('.', remotes['catalog']).href;
  await expect.poll(() => entries.some((entry) => entry.startsWith(catalogBase))).toBe(true);
});

test('an unknown route answers 404 with the error page', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена...' })).toBeVisible();
  await expect(page.getByText('Но мы нашли много вариантов квартир')).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Выбрать проекты' })).toHaveAttribute('href', '/projects');
});

test('client navigation to an unknown route shows the same 404 page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Страница не найдена...' })).toBeVisible();
});

test('moving between pages of two remotes keeps the shell mounted', async ({ page }) => {
  // hydrated and idle first: a link followed before that is an ordinary navigation
  await openHydrated(page, '/');
  await expect(page.locator('[data-remote-region="catalog/HomePage"] h1')).toBeVisible();
  const bootedAt = await page.evaluate(
    () => (window as unknown as { __shellBootedAt: number }).__shellBootedAt,
  );
  expect(bootedAt).toBeGreaterThan(0);
  await page.locator('a[href="/press"]').first().click();
  await expect(page.locator('[data-remote-region="press/PressPage"] h1')).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-remote-region="catalog/HomePage"] h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt)).toBe(
    bootedAt,
  );
});

test('once the page is idle the pages behind links in view are prefetched: following one loads nothing more from its remote', async ({
  page,
}) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const catalogFolder = new URL('.', remotes['catalog']).href;
  const fromCatalog: string[] = [];
  let lastAt = Date.now();
  page.on('request', (request) => {
    if (!request.url().startsWith(catalogFolder)) return;
    fromCatalog.push(request.url());
    lastAt = Date.now();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const home = page.locator('[data-remote-region="catalog/HomePage"]');
  await expect(home.locator('h1')).toBeVisible();
  const link = home.locator('a[href^="/selections"]').first();
  await expect(link).toBeInViewport();
  // the idle time-out is 2 s after the load event; then wait until the catalog's files stop coming
  await page.waitForTimeout(2500);
  await expect.poll(() => Date.now() - lastAt, { timeout: 20_000 }).toBeGreaterThan(1500);

  fromCatalog.length = 0;
  await link.click();
  await expect(page.locator('[data-remote-region="catalog/SelectionsPage"] h1')).toBeVisible();
  expect(fromCatalog).toEqual([]);
});

test("elements whose ids are the remotes' names do not stand in for the remotes' entries", async ({
  page,
}) => {
  // named access: an element with id="press" is window.press, where a container named plainly would be looked up
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const name of ['catalog', 'press', 'favorites', 'forms'])
        document.body.append(Object.assign(document.createElement('div'), { id: name }));
    });
  });
  await page.goto('/');
  await expect(page.locator('[data-remote-region="catalog/HomePage"] h1')).toBeVisible();
  for (const [path, region] of [
    ['/press', 'press/PressPage'],
    ['/favorites', 'favorites/FavoritesPage'],
  ]) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator(`[data-remote-region="${region}"] h1`)).toBeVisible();
  }
  await expect(page.getByTestId('region-fallback')).toHaveCount(0);
});
