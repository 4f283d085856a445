// The smaller things a buyer, a keyboard or a screen reader trips over: focus after a client-side navigation, where
// «Ошибка ввода текста» sits, the price-drop form's messages and consent links, the time typed as hh.mm, labels cut
// at 320 px, and a chunk that fails to load (product §8: the page reloads, at most once per 60 s).
import { expect, test, type Locator, type Page } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { acceptCookiesBeforehand, footerForm } from './forms-helpers';

test.beforeEach(({ page }) => acceptCookiesBeforehand(page));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as NonNullable<typeof found>;
}

async function freeFlat(page: Page): Promise<number> {
  const flats = (await (await page.request.get('/api/flats/?city=moskva&status=free&limit=1')).json()) as { results: Array<{ id: number }> };
  const id = flats.results[0]?.id;
  if (!id) throw new Error('no free flat');
  return id;
}

test('after a client-side navigation the new page’s heading has the focus and is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, '/about');
  const before = await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt);
  const link = page.getByRole('navigation', { name: 'Навигация по сайту' }).getByRole('link', { name: 'Контакты' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contacts$/);
  const heading = page.locator('main h1');
  await expect(heading).toHaveText('Контакты');
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Контакты');
  // a client-side navigation, not a reload; the next Tab goes on inside the new page
  expect(await page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt)).toBe(before);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

for (const width of [1440, 390]) {
  test(`at ${width} px «Ошибка ввода текста» sits under the phone field, not under the button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    const form = footerForm(page);
    await form.phone.scrollIntoViewIfNeeded();
    await form.submit.click();
    const note = form.region.getByText('Ошибка ввода текста');
    await expect(note).toBeVisible();
    const [input, noteBox, button] = [await box(form.phone), await box(note), await box(form.submit)];
    expect(noteBox.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(noteBox.x).toBeGreaterThanOrEqual(input.x - 1);
    expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(input.x + input.width + 1);
    if (width === 1440) expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(button.x);
    else expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(button.y);
  });
}

test('the price-drop form links its consent to the policy and names a malformed address', async ({ page }) => {
  await openHydrated(page, `/flats/${await freeFlat(page)}`);
  const form = page.getByRole('form', { name: 'Сообщить о снижении цены' });
  for (const name of ['политику конфиденциальности', 'обработку персональных данных']) {
    await expect(form.getByRole('link', { name })).toHaveAttribute('href', '/personal-data-processing-policy');
  }
  const email = form.getByRole('textbox', { name: 'Сообщить о снижении цены на e-mail' });
  await email.fill('abc@');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByText('Введите существующий email')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Введите существующий email');
});

test('the excursion time is typed as hh.mm', async ({ page }) => {
  await openHydrated(page, '/excursions');
  await page.getByRole('button', { name: /^Записаться на экскурсию: / }).first().click();
  const time = page.getByRole('dialog', { name: 'Запись на экскурсию' }).getByRole('textbox', { name: 'Время' });
  await expect(time).toHaveAttribute('placeholder', 'ЧЧ.ММ');
  await time.pressSequentially('1130');
  await expect(time).toHaveValue('11.30');
});

test('at 320 px no tab or kind label is cut at the screen’s edge', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const checks: Array<[string, string]> = [
    [`/flats/${await freeFlat(page)}`, '[role="tablist"] [role="tab"]'],
    ['/selections/flat', 'nav[aria-label] a[href^="/selections"]'],
    ['/press', '[role="tablist"] [role="tab"]'],
  ];
  for (const [path, selector] of checks) {
    await openHydrated(page, path);
    const labels = await page.locator(`main ${selector}`).evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { text: element.textContent?.trim() ?? '', left: rect.left, right: rect.right, clipped: element.scrollWidth > element.clientWidth + 1 };
      }),
    );
    expect(labels.length, path).toBeGreaterThan(1);
    const cut = labels.filter((label) => label.left < 0 || label.right > 320.5 || label.clipped);
    expect(cut, `${path}: labels cut at 320 px`).toEqual([]);
  }
});

/** Fails every script of the catalog remote but its entry (its chunks, as after a redeploy that removed them). */
async function failCatalogChunks(page: Page) {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const folder = new URL('.', remotes.catalog as string).href;
  await page.route(
    (url) => url.href.startsWith(folder) && url.pathname.endsWith('.js') && !url.pathname.includes('remoteEntry'),
    (route) => route.abort(),
  );
}

/** Counts the documents the page loads for `path` (a reload loads it again). */
function countDocuments(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test('a chunk that fails while the first page hydrates reloads the page once, not again within the minute', async ({ page }) => {
  await failCatalogChunks(page);
  const loads = countDocuments(page, '/projects');
  await page.goto('/projects');
  await expect.poll(loads, { timeout: 30_000 }).toBe(2);
  await expect(page.getByTestId('region-fallback')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  expect(loads()).toBe(2);
});

test('a chunk that fails on a client-side navigation reloads the page at its new address', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, '/about');
  await failCatalogChunks(page);
  const loads = countDocuments(page, '/projects');
  await page.getByRole('navigation', { name: 'Навигация по сайту' }).getByRole('link', { name: 'Все проекты' }).click();
  await expect.poll(loads, { timeout: 30_000 }).toBe(1);
  await expect(page).toHaveURL(/\/projects$/);
});
