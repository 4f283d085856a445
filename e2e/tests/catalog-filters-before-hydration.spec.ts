// A visitor on a slow connection uses the server-rendered selection before its scripts arrive: types prices into the
// filter's boxes and moves on. Once the page hydrates, they are applied as if the scripts had been there. The page's
// scripts are held back until the visitor is done.
import { expect, test } from '../harness/test';
import { collectConsoleErrors } from '../harness/consoleErrors';
import { acceptCookiesBeforehand } from './forms-helpers';

test('prices typed before the selection hydrated are applied', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await acceptCookiesBeforehand(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  // the document arrives whole (server-rendered); its load event waits for the scripts held back
  await page.goto('/selections/flat', { waitUntil: 'commit' });
  const from = page.locator('input[name="price_min"]');
  const to = page.locator('input[name="price_max"]');
  await from.pressSequentially('5000000');
  await to.pressSequentially('15000000');
  await to.press('Tab');

  release();
  await page.waitForFunction(() => (window as unknown as { __shellBootedAt?: number }).__shellBootedAt, null, { timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]price_min=5000000&price_max=15000000(&|$)/);
  await expect(from).toHaveValue(/^5\s000\s000$/);
  await expect(to).toHaveValue(/^15\s000\s000$/);
  expect(errors).toEqual([]);
});
