// Shared bits of the press e2e specs: the page region, console error collection and API look-ups.
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';

export const pressRegion = (page: Page, module: string) =>
  page.locator(`[data-remote-region="press/${module}"]`);

/** Map tiles come from the internet, which test machines do not reach: their failures are not page errors. */
function isTileFailure(message: ConsoleMessage): boolean {
  return /tile\.openstreetmap\.org|\/tiles?\//.test(message.location().url ?? '');
}

/** Console errors and uncaught exceptions of the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTileFailure(message))
      errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export interface PublicationList {
  count: number;
  results: { slug: string; title: string; type: string }[];
}

export async function publications(
  request: APIRequestContext,
  query: Record<string, string | number | boolean>,
): Promise<PublicationList> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/publications/?${params.toString()}`);
  if (!response.ok()) throw new Error(`publications: HTTP ${response.status()}`);
  return (await response.json()) as PublicationList;
}

/** The slug of the newest Moscow news item (not one for owners). */
export async function newsSlug(request: APIRequestContext): Promise<string> {
  const { results } = await publications(request, {
    city: 'moskva',
    type: 'news',
    for_owners: false,
    limit: 1,
  });
  return results[0]?.slug ?? '';
}

/** Each attack sets window.__pressXss (or opens a dialog) if it ever runs. */
export const HOSTILE_BODY = [
  '<p>Безопасный абзац</p>',
  "<script>window.__pressXss = 'script'</script>",
  `<img src="/img/no-such-image.png" onerror="window.__pressXss = 'onerror'">`,
  '<img src=x onerror=alert(1)>',
  `<p><a href="javascript:window.__pressXss='link'">Опасная ссылка</a></p>`,
  `<svg onload="window.__pressXss = 'svg'"><circle r="1"></circle></svg>`,
  `<iframe srcdoc="<script>parent.__pressXss = 'iframe'</script>"></iframe>`,
  `<p onmouseover="window.__pressXss = 'hover'" style="position:fixed;inset:0">Второй абзац</p>`,
].join('');

/**
 * The publication's body rendered, and not one of the attacks ran. The Content-Security-Policy refuses what an
 * attack tries to run (defence in depth): those refusals are expected here, and only those (`cspViolations` of the
 * suite's fixture, emptied once checked).
 */
export async function expectInert(page: Page, dialogs: string[], cspViolations: string[]) {
  const article = pressRegion(page, 'PublicationPage').locator('article').first();
  await expect(article).toContainText('Безопасный абзац');
  await expect(article).toContainText('Второй абзац');
  await page.waitForLoadState('networkidle');
  await article.getByText('Второй абзац').hover();
  await article.getByText('Опасная ссылка').click();
  expect(await page.evaluate(() => (window as { __pressXss?: unknown }).__pressXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await article.locator('script, iframe, [onerror], [onload], [onmouseover]').count()).toBe(0);
  const body = article.locator('[data-safe-html]');
  await expect(body).toHaveCount(1);
  // the body's own: the article's gallery has its arrow icons in every window (the stylesheet shows them where needed)
  expect(await body.locator('svg').count()).toBe(0);
  expect(await body.locator('[style], a[href^="javascript"]').count()).toBe(0);
  for (const violation of cspViolations) expect(violation).toMatch(/script-src/);
  cspViolations.length = 0;
}
