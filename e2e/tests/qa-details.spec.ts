// Small things a buyer notices. The desktop footer has no empty half beside the call-back form,
// and every remote's page heading has the one style of shared-ui.
import { expect, test } from '../harness/test';
import { acceptCookiesBeforehand } from './shell-helpers';

test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

for (const width of [1024, 1440]) {
  test(`at ${width}px the call-back card spans the footer, its controls in the right half`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const region = page.getByRole('region', { name: 'Обратный звонок' });
    const phone = region.getByRole('textbox', { name: 'Ваш телефон' });
    await phone.scrollIntoViewIfNeeded();
    const footer = await page.getByTestId('site-footer').boundingBox();
    const card = await region.locator('[data-phase]').boundingBox();
    const field = await phone.boundingBox();
    expect(footer && card && field).toBeTruthy();
    if (!footer || !card || !field) return;
    // the card reaches the footer's content edge (side padding aside), and the phone sits in its right part
    expect(footer.x + footer.width - (card.x + card.width)).toBeLessThanOrEqual(64);
    expect(field.x).toBeGreaterThan(card.x + card.width * 0.4);
  });
}

test('page headings look the same in catalog, press and favourites', async ({ page }) => {
  const styleOf = async (path: string) => {
    await page.goto(path);
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { weight: style.fontWeight, size: style.fontSize, lineHeight: style.lineHeight, spacing: style.letterSpacing };
    });
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  const press = await styleOf('/press');
  expect(press.weight).toBe('700');
  expect(await styleOf('/projects')).toEqual(press);
  expect(await styleOf('/selections/flat')).toEqual(press);
  expect(await styleOf('/favorites')).toEqual(press);
  expect(await styleOf('/comparison')).toEqual(press);
});
