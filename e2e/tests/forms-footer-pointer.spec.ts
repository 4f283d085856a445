// The footer form's messages appear on blur, which a press elsewhere causes. No control may move
// between that press and its release, or the click misses: pressed with a real pointer (no forced clicks) at the
// widths where it happened, the consent box and the submit button stay where the press found them.
import { expect, test, type Locator, type Page } from '../harness/test';
import { acceptCookiesBeforehand, footerForm } from './forms-helpers';

const widths = [320, 375, 768, 1024, 1440] as const;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Presses the centre of `target`, runs `whilePressed` and releases; returns the boxes of `watched` before and during. */
async function pressAndRelease(page: Page, target: Locator, watched: Locator[], whilePressed: () => Promise<void>) {
  const box = await boxOf(target);
  const before = await Promise.all(watched.map(boxOf));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await whilePressed();
  const during = await Promise.all(watched.map(boxOf));
  await page.mouse.up();
  return { before, during };
}

async function openFormWithPartialPhone(page: Page, width: number) {
  await acceptCookiesBeforehand(page);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/about');
  const form = footerForm(page);
  await form.phone.scrollIntoViewIfNeeded();
  await form.phone.click();
  await form.phone.pressSequentially('912');
  await expect(form.phone).toHaveValue('+7 912');
  // the page settles before the boxes are measured (fonts, lazy content above)
  await page.evaluate(() => document.fonts.ready);
  return form;
}

for (const width of widths) {
  test(`at ${width}px a press on the consent box after part of a phone ticks it: nothing moves`, async ({ page }) => {
    const form = await openFormWithPartialPhone(page, width);
    const { before, during } = await pressAndRelease(page, form.consent, [form.consent, form.submit], async () => {
      await expect(form.region.getByText('Номер телефона содержит 11 цифр')).toBeVisible();
      await expect(form.region.getByText('Ошибка ввода текста')).toBeVisible();
    });
    expect(during).toEqual(before);
    await expect(form.consent).toBeChecked();
  });

  test(`at ${width}px a press on the submit button after part of a phone submits: nothing moves`, async ({ page }) => {
    const form = await openFormWithPartialPhone(page, width);
    const { before, during } = await pressAndRelease(page, form.submit, [form.submit, form.consent], async () => {
      await expect(form.region.getByText('Номер телефона содержит 11 цифр')).toBeVisible();
    });
    expect(during).toEqual(before);
    // the click landed: the submit marked the unticked consent and took the focus back to the phone
    await expect(form.consent).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toBeFocused();
  });
}
