// The first load of a missing page, of a page whose check throws 505 and of one that throws
// 503 answers with that HTTP status and shows the texts of product §2's error table.
import { devices, expect, test } from '../harness/test';
import { keepScreenshot } from './shell-helpers';

const cases = [
  {
    path: '/no-such-page',
    status: 404,
    title: 'Страница не найдена...',
    text: 'Но мы нашли много вариантов квартир',
  },
  { path: '/ui/errors/505', status: 505, title: 'возникли проблемы с сервером' },
  { path: '/ui/errors/503', status: 503, title: 'Мы улучшаем наш сайт' },
];

for (const { path, status, title, text } of cases) {
  test(`first load of ${path} answers ${status} with its error page`, async ({ page }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.locator('[data-layout="errors"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    if (text) await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Выбрать проекты' })).toHaveAttribute('href', '/projects');
    await keepScreenshot(page, testInfo, `error-${status}`);
  });
}

test.describe('on a phone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent, viewport: { width: 375, height: 800 } });

  test("the second button reads 'Проекты'", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Проекты', exact: true })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expect(page.getByRole('link', { name: 'Выбрать проекты' })).toHaveCount(0);
  });
});
