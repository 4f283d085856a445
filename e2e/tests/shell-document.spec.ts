// The initial state comes with the document (no request for base data, cities or
// projects on first load), and the document's JSON-LD names the Moscow postal address.
import { expect, test, type APIRequestContext } from '../harness/test';
import { cityOrigin } from './shell-helpers';

const frameData = /\/api\/(base_page|cities|projects)\//;

async function documentOf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return response.text();
}

function jsonLdOf(html: string): Record<string, unknown> {
  const body = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(body).toBeTruthy();
  return JSON.parse(body ?? '{}') as Record<string, unknown>;
}

for (const path of ['/about', '/contacts', '/favorites']) {
  test(`first load of ${path} requests no base data, cities or projects`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (frameData.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('contact-strip').or(page.getByTestId('footer-inn')).first()).toBeAttached();
    // the frame shows what only base data and projects can tell
    await expect(page.getByTestId('footer-inn')).toContainText(/ИНН \d{10}/);
    expect(requested).toEqual([]);
  });
}

test('the home page requests neither base data nor cities', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(base_page|cities)\//.test(request.url())) requested.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested).toEqual([]);
});

test('the document carries cities, base data and projects of its city', async ({ request }) => {
  const html = await documentOf(request, '/about');
  const state = JSON.parse(
    /<script id="__INITIAL_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
  );
  expect(state.city.slug).toBe('moskva');
  expect(state.cities.map((city: { slug: string }) => city.slug)).toEqual(
    expect.arrayContaining(['moskva', 'tula']),
  );
  expect(state.baseData.central_sales_office.phone_number).toMatch(/^\+7\d{10}$/);
  expect(state.projects.length).toBeGreaterThan(0);
  expect(Object.keys(state.projects[0]).sort()).toEqual(['id', 'name', 'slug']);
});

test('the JSON-LD parses and names the Moscow postal address, with ImageObjects', async ({ request }) => {
  const data = jsonLdOf(await documentOf(request, '/'));
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Organization');
  expect(data.address).toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: 'Москва',
    addressCountry: 'RU',
  });
  const logo = data.logo as { '@type': string; url: string };
  expect(logo['@type']).toBe('ImageObject');
  const image = await request.get(logo.url);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toContain('image/svg+xml');
});

test('the Tula site names the same Moscow address and its canonical URL is on the Tula host', async ({
  page,
  baseURL,
}) => {
  // through the browser: Chromium resolves tula.localhost without DNS set-up, Node does not
  const tula = cityOrigin(baseURL, 'tula');
  const response = await page.goto(`${tula}/projects`);
  expect(response?.ok()).toBe(true);
  const html = (await response?.text()) ?? '';
  expect(jsonLdOf(html).address).toMatchObject({ addressLocality: 'Москва', addressCountry: 'RU' });
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${tula}/projects"/?>`));
  expect(html).toMatch(/<meta name="description" content="[^"]*в Туле/);
});
