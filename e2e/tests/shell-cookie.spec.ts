// Issue 5, acceptance 3: the cookie notice appears 2 s after the frame, goes on accept and stays away after a reload.
import { expect, test } from '../harness/test';

test('the cookie notice appears after 2 s, disappears on accept and stays away after a reload', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const marks = window as unknown as { __frameAt?: number; __noticeAt?: number };
    new MutationObserver(() => {
      if (!marks.__frameAt && document.querySelector('[data-testid="site-header"]'))
        marks.__frameAt = performance.now();
      if (!marks.__noticeAt && document.querySelector('[data-testid="cookie-notice"]'))
        marks.__noticeAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(notice).toBeVisible({ timeout: 5000 });
  const delay = await page.evaluate(() => {
    const marks = window as unknown as { __frameAt?: number; __noticeAt?: number };
    return (marks.__noticeAt ?? 0) - (marks.__frameAt ?? 0);
  });
  expect(delay).toBeGreaterThanOrEqual(1950);
  expect(delay).toBeLessThan(3500);

  await notice.getByRole('button', { name: 'Принять' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('accept-cookie'))).toBe('true');

  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(notice).toBeHidden();
});
