// Shared bits of the catalog e2e specs: the API look-ups they compare the pages with, and console error collection.
import { expect, type APIRequestContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

export const CITY = 'moskva';

export const catalogRegion = (page: Page, module: string) => page.locator(`[data-remote-region="catalog/${module}"]`);

export async function api<T>(request: APIRequestContext, path: string, query: Record<string, string | number | boolean | (string | number)[]> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  const text = params.toString();
  const response = await request.get(`${path}${text ? `?${text}` : ''}`);
  if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/** Map tiles come from the internet, which test machines do not reach: their failures are not page errors. */
function isTileFailure(message: ConsoleMessage): boolean {
  return /tile\.openstreetmap\.org|\/tiles?\//.test(message.location().url ?? '');
}

/** Console errors and uncaught exceptions of the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTileFailure(message)) errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The result count once the selection has settled: the number the page shows. */
export async function settledCount(page: Page): Promise<number> {
  const count = page.getByTestId('result-count');
  await expect(count).not.toHaveAttribute('data-pending', 'true');
  await expect(count).toHaveAttribute('data-count', /^\d+$/);
  return Number(await count.getAttribute('data-count'));
}

/** The shown text agrees with the number: 'Найдено 1 234 квартиры', 'Найдена 21 квартира'. */
export async function shownNumber(count: Locator): Promise<number> {
  const text = (await count.textContent()) ?? '';
  const digits = /Найден[оа]? ([\d\s\u00a0]+)/.exec(text)?.[1]?.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

export interface Facets {
  count: number;
  options: Record<string, { value: string | number; label: string; count: number }[]>;
  ranges: Record<string, { min: number | null; max: number | null }>;
  flags: Record<string, number>;
}

export interface Specs {
  filters: { name: string; kind: string; label: string; options?: { value: string | number | boolean; label: string }[] }[];
}

export interface LotList {
  count: number;
  results: { id: number; kind: string; status: string; project: { slug: string } }[];
}
