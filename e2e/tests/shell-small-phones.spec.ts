// On small phones (320, 340 and 360 px) every header control is on screen and the burger opens
// the menu, whose own controls fit too.
import { expect, test, type Locator, type Page } from '../harness/test';
import { acceptCookiesBeforehand, header, keepScreenshot } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

/** Every visible link and button inside `scope` lies wholly within the viewport's width. */
async function expectControlsOnScreen(page: Page, scope: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const controls = await scope.locator('a, button, [role="combobox"]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', left: box.left, right: box.right };
      }),
  );
  expect(controls.length).toBeGreaterThan(0);
  const off = controls.filter((control) => control.left < 0 || control.right > width + 0.5);
  expect(off, `controls off a ${width}px screen`).toEqual([]);
}

for (const width of [320, 340, 360]) {
  test(`at ${width}px every header control is on screen and the burger opens the menu`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    const bar = header(page);
    await expect(bar.getByRole('link', { name: 'На главную' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Позвонить/ })).toBeVisible();
    await expect(bar.locator('a[data-counter="favorites"]')).toBeVisible();
    const burger = bar.getByRole('button', { name: 'Открыть меню' });
    await expect(burger).toBeVisible();
    await expectControlsOnScreen(page, bar);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(page, testInfo, `header-${width}`);

    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Город' })).toBeVisible();
    await expectControlsOnScreen(page, menu);
    await keepScreenshot(page, testInfo, `menu-${width}`);
    await menu.getByRole('button', { name: 'Закрыть' }).click();
    await expect(menu).toBeHidden();
  });
}
