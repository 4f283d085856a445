// A press page hydrates what the server rendered. Its first data travelled in the document, so the
// browser requests none of it again; hydration matches (no console error, no React hydration error); the page's
// stylesheets, inlined by the server, are not loaded again by the remote's chunk loader.
import { expect, test, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { collectErrors } from './press-helpers';

async function firstPublication(page: Page): Promise<string> {
  const response = await page.request.get('/api/publications/?city=moskva&limit=1');
  return ((await response.json()) as { results: { slug: string }[] }).results[0]?.slug ?? '';
}

const pages: Array<{ path: (page: Page) => Promise<string>; region: string; firstData: RegExp }> = [
  { path: async () => '/press', region: 'PressPage', firstData: /\/api\/publications\/\?/ },
  {
    path: async (page) => `/press/${await firstPublication(page)}`,
    region: 'PublicationPage',
    firstData: /\/api\/publications\/[^/?]+\//,
  },
  { path: async () => '/about', region: 'AboutPage', firstData: /\/api\/company\// },
  { path: async () => '/contacts', region: 'ContactsPage', firstData: /\/api\/offices\/\?/ },
  { path: async () => '/excursions', region: 'ExcursionsPage', firstData: /\/api\/excursions\/\?/ },
  {
    path: async () => '/personal-data-processing-policy',
    region: 'PolicyPage',
    firstData: /\/api\/personal_data_agreement\//,
  },
];

for (const { path, region, firstData } of pages) {
  test(`${region}: hydrates without fetching its first data again, without errors`, async ({ page }) => {
    const url = await path(page);
    const errors = collectErrors(page);
    const requested = await openHydrated(page, url);
    await expect(page.locator(`[data-remote-region="press/${region}"] h1`).first()).toBeVisible();
    await expect(page.getByTestId('region-fallback')).toHaveCount(0);
    expect(requested.filter((request) => firstData.test(request))).toEqual([]);
    const stylesheets = requested.filter((request) => /\.css$/.test(new URL(request).pathname));
    expect(stylesheets).toEqual([...new Set(stylesheets)]);
    const inlined = await page.locator('head style[data-href]').evaluateAll((styles) =>
      styles.map((style) => style.getAttribute('data-href') ?? ''),
    );
    expect(inlined.some((href) => href.includes(`__federation_expose_${region}.`))).toBe(true);
    expect(stylesheets.filter((request) => inlined.includes(request))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
