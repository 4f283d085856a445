// A remote that is down, failing or hanging is isolated in its region; the frame keeps working, and
// once the remote is back the region's retry renders the page without a document reload.
import { expect, test, type Page } from '../../harness/test';
import { startPress, stopPress } from '../../harness/pressServer';

// In tests/local/ because it stops and breaks the press remote, which only a local run owns.
test.describe.configure({ mode: 'serial' });

const pressRemote = /127\.0\.0\.1:3002\//;

async function expectFallbackInFrame(page: Page) {
  const region = page.locator('[data-remote-region="press/PressPage"]');
  await expect(region.getByTestId('region-fallback')).toBeVisible({ timeout: 30_000 });
  await expect(region.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await expect(page.locator('[data-layout="press"] header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
}

async function expectCatalogLinkWorks(page: Page) {
  await page.locator('a[href="/projects"]').first().click();
  await expect(page.locator('[data-remote-region="catalog/ProjectsPage"] h1')).toBeVisible();
}

test('press stopped: fallback in the layout, navigation works, retry recovers without reload', async ({
  page,
}) => {
  await stopPress();
  try {
    await page.goto('/press');
    await expectFallbackInFrame(page);
    const bootedAt = await page.evaluate(
      () => (window as unknown as { __shellBootedAt: number }).__shellBootedAt,
    );
    await expectCatalogLinkWorks(page);
    await page.goBack();
    await expectFallbackInFrame(page);
    await startPress();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('[data-remote-region="press/PressPage"] h1')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt),
    ).toBe(bootedAt);
  } finally {
    await startPress().catch(() => undefined);
  }
});

test('press answering 503: fallback, then retry once it is healthy again', async ({ page }) => {
  let broken = true;
  await page.route(pressRemote, (route) =>
    broken ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
  );
  await page.goto('/press');
  await expectFallbackInFrame(page);
  await expectCatalogLinkWorks(page);
  await page.goBack();
  await expectFallbackInFrame(page);
  broken = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('[data-remote-region="press/PressPage"] h1')).toBeVisible();
});

test('press hanging: fallback after the time-out, header and footer keep working', async ({ page }) => {
  test.setTimeout(90_000);
  let hanging = true;
  await page.route(pressRemote, (route) => (hanging ? undefined : route.continue()));
  await page.goto('/press');
  await expectFallbackInFrame(page);
  await expectCatalogLinkWorks(page);
  await page.goBack();
  await expectFallbackInFrame(page);
  hanging = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('[data-remote-region="press/PressPage"] h1')).toBeVisible();
});
