// Opening a server-rendered page and waiting for its hydration, for the specs that check what hydration requests.
import type { Page } from '@playwright/test';

/** Opens `url`, waits until the shell has hydrated it and the network is idle; returns every URL the page requested. */
export async function openHydrated(page: Page, url: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(url);
  // hydrated: the bootstrap that hydrated the document sets the shell's boot marker
  await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt);
  await page.waitForLoadState('networkidle');
  return requested;
}
