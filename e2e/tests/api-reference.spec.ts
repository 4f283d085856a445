// The API's reference pages (/api/docs/, through the shell's proxy like every /api/ path) render its OpenAPI
// document in the browser from the site's own origin: no outside request, and no Content-Security-Policy violation
// (the suite's fixture fails the test on one).
import { expect, test } from '../harness/test';

test('the API reference renders the document with nothing from outside and within its policy', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto('/api/docs/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText(/\S/);
  // the operations of the document, grouped by tag: the lots' listing among them
  await page.locator('#operations-tag-Lots').click();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/flats\/$/ })).toBeVisible();
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
});
