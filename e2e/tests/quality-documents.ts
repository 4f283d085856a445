// The documents the server renders for every route of product §2 on both city hosts (each city's own slugs and ids),
// an unknown path (the 404 page) and a paginated selection: what the Nu Html Checker and the search-presence spec
// read, fetched once from inside the browser on each host (as a crawler gets them: no scripts run).
import type { Page } from '@playwright/test';
import { qaRoutes } from '../harness/qaRoutes';
import { cityOrigin } from './shell-helpers';
import { fetchInPage, openHost } from './site-fetch';

export interface SiteDocument {
  city: 'moskva' | 'tula';
  origin: string;
  path: string;
  status: number;
  html: string;
}

export const CITIES = ['moskva', 'tula'] as const;
export const NOT_FOUND_PATH = '/no-such-page';
export const PAGINATED_PATH = '/selections/flat?page=2';

export async function siteDocuments(page: Page, baseURL: string): Promise<SiteDocument[]> {
  const documents: SiteDocument[] = [];
  for (const city of CITIES) {
    const origin = cityOrigin(baseURL, city);
    const paths = [...(await qaRoutes(baseURL, city)), NOT_FOUND_PATH, PAGINATED_PATH];
    await openHost(page, origin);
    for (const path of paths) {
      const { status, text } = await fetchInPage(page, `${origin}${path}`);
      // the /ui showcase exists on a test stage only (elsewhere it redirects home)
      if (path === '/ui' && status !== 200) continue;
      documents.push({ city, origin, path, status, html: text });
    }
  }
  return documents;
}

/** 'moskva/selections_flat_page_2.html': a file name for a document. */
export function fileNameOf(document: SiteDocument): string {
  return `${document.city}${document.path.replace(/[^a-z0-9]+/gi, '_')}.html`;
}
