// A publication body holding <script> and onerror= HTML renders inert; /press/no-such
// answers 404 with the error page. Also the page's title, description and Article structured data.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { collectErrors, expectInert, HOSTILE_BODY, newsSlug, pressRegion } from './press-helpers';

test('a hostile body that reaches the browser renders inert (the page sanitises on render)', async ({
  page,
  cspViolations,
  request,
}) => {
  const slug = await newsSlug(request);
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
  // the first document carries the body the server read; a client navigation makes the browser fetch it (after
  // hydration: a click before it would load the next document from the server)
  await openHydrated(page, '/press?type=news');
  await page.locator(`a[href="/press/${slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/press/${slug}$`));
  await expectInert(page, dialogs, cspViolations);
});

test('a publication shows its date, body and other publications, with title, description and Article data', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const slug = await newsSlug(request);
  const detail = (await (await request.get(`/api/publications/${slug}/`)).json()) as {
    title: string;
    lead: string;
    published_at: string;
  };
  const others = (await (await request.get(`/api/publications/${slug}/other/?limit=3`)).json()) as {
    slug: string;
  }[];

  await page.goto(`/press/${slug}`);
  const region = pressRegion(page, 'PublicationPage');
  await expect(page.locator('[data-layout="press"]')).toBeVisible();
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  await expect(region.locator('article time').first()).toHaveAttribute('datetime', detail.published_at);
  await expect(region.locator('article time').first()).toHaveText(/^\d{1,2} [а-я]+ \d{4}$/);
  await expect(page).toHaveTitle(`${detail.title} — Горизонт Девелопмент, Москва`);
  // the lead, then the press centre and its city
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.startsWith(detail.lead.slice(0, 60))).toBe(true);
  expect(description.endsWith('Пресс-центр «Горизонт Девелопмент», Москва.')).toBe(true);
  const others$ = region.getByRole('region', { name: 'Другие публикации' }).locator('[data-publication]');
  await expect(others$).toHaveCount(others.length);

  // the publication's Article among the page's structured data (the trail and the developer are there too)
  const articles = () =>
    page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .filter((data) => data['@type'] === 'Article'),
    );
  const [data] = await articles();
  expect(await articles()).toHaveLength(1);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: detail.title,
    datePublished: detail.published_at,
  });
  expect((data?.image as { '@type': string }[])[0]?.['@type']).toBe('ImageObject');

  // another publication: its own data; leaving the press pages removes the structured data
  await others$.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/press/${others[0]?.slug}$`));
  const next = (await (await request.get(`/api/publications/${others[0]?.slug}/`)).json()) as {
    title: string;
  };
  await expect(region.getByRole('heading', { level: 1 })).toHaveText(next.title);
  await expect(page).toHaveTitle(`${next.title} — Горизонт Девелопмент, Москва`); // after a client-side navigation too, not the route's title
  await expect.poll(async () => (await articles()).map((article) => article.headline)).toEqual([next.title]);
  await page.getByRole('link', { name: /Все публикации/ }).click();
  await expect(page).toHaveURL(/\/press\?type=(news|telegram)$/);
  await expect.poll(async () => (await articles()).length).toBe(0);
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
