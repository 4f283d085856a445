// Shared bits of the press e2e specs: the page region, console error collection and API look-ups.
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';

export const pressRegion = (page: Page, module: string) => page.locator(`[data-remote-region="press/${module}"]`);

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

export interface PublicationList {
  count: number;
  results: { slug: string; title: string; type: string }[];
}

export async function publications(request: APIRequestContext, query: Record<string, string | number | boolean>): Promise<PublicationList> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/publications/?${params.toString()}`);
  if (!response.ok()) throw new Error(`publications: HTTP ${response.status()}`);
  return (await response.json()) as PublicationList;
}
