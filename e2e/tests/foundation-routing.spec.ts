// Issue 2: the shell renders remote pages in its layouts, answers unknown routes with 404, guards /ui, and
// navigates between remotes without reloading the document.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { isExternal, repoRoot } from '../harness/site';

test('the home page is a catalog page inside the default layout', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(':3001/')) remoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  const region = page.locator('[data-remote-region="catalog/HomePage"]');
  await expect(region.locator('h1')).toBeVisible();
  test.skip(isExternal, 'remote hosts differ on a deployed site');
  expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
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

test('/ui is open on a test stage', async ({ request }) => {
  test.skip(isExternal, 'a deployed production site redirects /ui');
  const response = await request.get('/ui', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test.describe('with a production host marker', () => {
  test.skip(isExternal, 'starts its own shell server');
  let shell: ChildProcess;
  const port = 8090;

  test.beforeAll(async () => {
    shell = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
      env: { ...process.env, PORT: String(port), PRODUCTION_HOST_MARKER: 'localhost' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('the production-stage shell did not start');
  });

  test.afterAll(() => {
    shell.kill('SIGTERM');
  });

  for (const uiPath of ['/ui', '/ui/anything', '/ui/errors/503']) {
    test(`${uiPath} redirects to /`, async ({ request }) => {
      const response = await request.get(`http://localhost:${port}${uiPath}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/');
    });
  }
});

test('moving between pages of two remotes keeps the shell mounted', async ({ page }) => {
  await page.goto('/');
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
