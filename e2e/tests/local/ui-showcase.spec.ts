// The /ui showcase renders every shared-ui component without console errors at 375 and 1440 px, and an
// axe scan finds no serious or critical violation. Screenshots are kept as artifacts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../harness/test';
import { collectConsoleErrors } from '../../harness/consoleErrors';

// In tests/local/ because /ui exists only on a test stage (a deployed production site redirects it).

for (const width of [375, 1440]) {
  test(`/ui at ${width} px: no console errors, no serious accessibility violations`, async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ui');
    const showcase = page.getByTestId('ui-showcase');
    await expect(showcase).toBeVisible();
    await expect(showcase.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await testInfo.attach(`ui-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const results = await new AxeBuilder({ page }).include('[data-testid="ui-showcase"]').analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the lot-card demos lead to pages that exist, and every field of the errors demo shows its error', async ({
  page,
  request,
}) => {
  await page.goto('/ui');
  const lotLinks = page.getByRole('region', { name: 'PromoCard, LotCard' }).getByRole('link', { name: /комнатная|Студия/ });
  await expect(lotLinks).toHaveCount(2);
  const hrefs = await lotLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  const fields = page.getByRole('region', { name: 'Поля формы' });
  const errors: [label: string, message: string][] = [
    ['Дата визита (ошибка)', 'День не может быть больше 31'],
    ['Комментарий (ошибка)', 'Превышено максимальное число символов'],
  ];
  for (const [label, message] of errors) {
    const field = fields.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.locator(`#${await field.getAttribute('aria-describedby')}`)).toHaveText(message);
  }
});
