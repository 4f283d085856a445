// Issue 9, acceptances 2 and 4: a publication body holding <script> and onerror= HTML renders inert; /press/no-such
// answers 404 with the error page. Also the page's title, description and Article structured data.
import { expect, test, type Page } from '@playwright/test';
import { isExternal } from '../harness/site';
import { collectErrors, pressRegion, publications } from './press-helpers';

/** Each attack sets window.__pressXss (or opens a dialog) if it ever runs. */
const HOSTILE_BODY = [
  '<p>Безопасный абзац</p>',
  "<script>window.__pressXss = 'script'</script>",
  `<img src="/img/no-such-image.png" onerror="window.__pressXss = 'onerror'">`,
  '<img src=x onerror=alert(1)>',
  `<p><a href="javascript:window.__pressXss='link'">Опасная ссылка</a></p>`,
  `<svg onload="window.__pressXss = 'svg'"><circle r="1"></circle></svg>`,
  `<iframe srcdoc="<script>parent.__pressXss = 'iframe'</script>"></iframe>`,
  `<p onmouseover="window.__pressXss = 'hover'" style="position:fixed;inset:0">Второй абзац</p>`,
].join('');

async function expectInert(page: Page, dialogs: string[]) {
  const article = pressRegion(page, 'PublicationPage').locator('article').first();
  await expect(article).toContainText('Безопасный абзац');
  await expect(article).toContainText('Второй абзац');
  await page.waitForLoadState('networkidle');
  await article.getByText('Второй абзац').hover();
  await article.getByText('Опасная ссылка').click();
  expect(await page.evaluate(() => (window as { __pressXss?: unknown }).__pressXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await article.locator('script, iframe, svg, [onerror], [onload], [onmouseover]').count()).toBe(0);
  const body = article.locator('[data-safe-html]');
  await expect(body).toHaveCount(1);
  expect(await body.locator('[style], a[href^="javascript"]').count()).toBe(0);
}

test('a hostile body that reaches the browser renders inert (the page sanitises on render)', async ({ page, request }) => {
  const { results } = await publications(request, { city: 'moskva', type: 'news', for_owners: false, limit: 1 });
  const slug = results[0]?.slug ?? '';
  // serve the body as the database holds it, past the API's own sanitiser
  await page.route(`**/api/publications/${slug}/`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), body: HOSTILE_BODY } });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/press/${slug}`);
  await expectInert(page, dialogs);
});

test('a hostile publication seeded into the database renders inert', async ({ page, request, baseURL }) => {
  test.skip(isExternal, 'seeds through the development endpoints');
  const cookies = await request.get('/api/cities/');
  expect(cookies.ok()).toBe(true);
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { Origin: baseURL ?? 'http://localhost:8080', 'X-CSRFToken': token };
  const slug = `press-e2e-hostile-${Date.now()}`;
  const created = await request.post('/api/dev/publications/', {
    headers,
    data: { city: 'moskva', type: 'news', slug, title: 'Публикация с опасным HTML', lead: 'Проверка', body: HOSTILE_BODY },
  });
  expect(created.status()).toBe(201);
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/press/${slug}`);
    await expect(pressRegion(page, 'PublicationPage').getByRole('heading', { level: 1 })).toHaveText('Публикация с опасным HTML');
    await expectInert(page, dialogs);
  } finally {
    await request.delete(`/api/dev/publications/${slug}/`, { headers });
  }
});

test('a publication shows its date, body and other publications, with title, description and Article data', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { results } = await publications(request, { city: 'moskva', type: 'news', for_owners: false, limit: 1 });
  const slug = results[0]?.slug ?? '';
  const detail = (await (await request.get(`/api/publications/${slug}/`)).json()) as { title: string; lead: string; published_at: string };
  const others = (await (await request.get(`/api/publications/${slug}/other/?limit=3`)).json()) as { slug: string }[];

  await page.goto(`/press/${slug}`);
  const region = pressRegion(page, 'PublicationPage');
  await expect(page.locator('[data-layout="press"]')).toBeVisible();
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  await expect(region.locator('article time').first()).toHaveAttribute('datetime', detail.published_at);
  await expect(region.locator('article time').first()).toHaveText(/^\d{1,2} [а-я]+ \d{4}$/);
  await expect(page).toHaveTitle(detail.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', detail.lead);
  const others$ = region.getByRole('region', { name: 'Другие публикации' }).locator('[data-publication]');
  await expect(others$).toHaveCount(others.length);

  const jsonLd = page.locator('script[type="application/ld+json"][data-press-json-ld]');
  await expect(jsonLd).toHaveCount(1);
  const data = JSON.parse((await jsonLd.textContent()) ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: detail.title, datePublished: detail.published_at });
  expect((data.image as { '@type': string }[])[0]?.['@type']).toBe('ImageObject');

  // another publication: its own data; leaving the press pages removes the structured data
  await others$.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/press/${others[0]?.slug}$`));
  const next = (await (await request.get(`/api/publications/${others[0]?.slug}/`)).json()) as { title: string };
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await expect(page).toHaveTitle(next.title); // after a client-side navigation too, not the route's title
  await expect(jsonLd).toHaveCount(1);
  await expect(jsonLd).not.toContainText(detail.title);
  await page.getByRole('link', { name: /Все публикации/ }).click();
  await expect(page).toHaveURL(/\/press\?type=(news|telegram)$/);
  await expect(jsonLd).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an unknown publication answers 404 with the error page', async ({ page, request }) => {
  const response = await request.get('/press/no-such');
  expect(response.status()).toBe(404);
  const navigation = await page.goto('/press/no-such');
  expect(navigation?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Страница не найдена...' })).toBeVisible();
  await expect(page.getByText('Но мы нашли много вариантов квартир')).toBeVisible();
  await expect(page.locator('[data-remote-region="press/PublicationPage"]')).toHaveCount(0);
});
