// The printable flat renders in the print layout (no header, no footer) and prints on
// exactly one A4 page.
import { expect, test } from '../harness/test';
import { api, catalogRegion, CITY, collectErrors, type LotList } from './catalog-helpers';

/** Pages of a PDF and the size of the first one, read from its page objects. */
function pdfPages(pdf: Buffer): { pages: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  return { pages, width: Number(box?.[3] ?? 0) - Number(box?.[1] ?? 0), height: Number(box?.[4] ?? 0) - Number(box?.[2] ?? 0) };
}

test('the print page is one A4 sheet in the print layout', async ({ page, request }) => {
  const errors = collectErrors(page);
  const lots = await api<LotList>(request, '/api/flats/', { city: CITY, is_apartment: false, limit: 1, ordering: '-area' });
  const lot = lots.results[0];
  expect(lot).toBeTruthy();
  await page.goto(`/flats/print/${lot?.id}`);

  await expect(page.locator('[data-layout="print"]')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('[data-layout="default"]')).toHaveCount(0);
  const region = catalogRegion(page, 'FlatPrintPage');
  const sheet = region.getByTestId('print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('м²');
  await expect(sheet).toContainText('Центральный офис продаж');
  await expect(sheet).toContainText(/\d{1,3}( \d{3})+ ₽/);
  // every picture has arrived before printing
  await expect
    .poll(() => sheet.locator('img').evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);

  await page.emulateMedia({ media: 'print' });
  await expect(region.getByRole('button', { name: 'Распечатать' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, width, height } = pdfPages(pdf);
  expect(pages).toBe(1);
  // A4 is 210 × 297 mm = 595.28 × 841.89 pt
  expect(Math.abs(width - 595.28)).toBeLessThan(2);
  expect(Math.abs(height - 841.89)).toBeLessThan(2);
  expect(errors).toEqual([]);
});
