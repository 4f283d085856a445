// Shared bits of the server-rendering specs: the routes the bench measures, with real ids and slugs from the API,
// and the two devices they are read on (a phone sends a phone's User-Agent: the server lays a page out by device class).
import type { Page } from '@playwright/test';

/** The id or slug of the first item of an API list. */
async function first(page: Page, path: string, key: 'slug' | 'id'): Promise<string> {
  const response = await page.request.get(`${path}?city=moskva&limit=1`);
  const item = ((await response.json()) as { results: Array<Record<'slug' | 'id', string | number>> }).results[0];
  if (!item) throw new Error(`${path}: empty`);
  return String(item[key]);
}

/** The routes the bench measures (bench/src/pageTargets.ts), each resolved to a real page. */
export const targetRoutes: Array<{ name: string; path: (page: Page) => Promise<string> }> = [
  { name: '/', path: async () => '/' },
  { name: '/selections/flat', path: async () => '/selections/flat' },
  { name: '/flats/{id}', path: async (page) => `/flats/${await first(page, '/api/flats/', 'id')}` },
  { name: '/projects/{slug}', path: async (page) => `/projects/${await first(page, '/api/projects/', 'slug')}` },
  { name: '/press/{slug}', path: async (page) => `/press/${await first(page, '/api/publications/', 'slug')}` },
];

export const devices = [
  {
    name: 'phone',
    options: {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
  },
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
];
