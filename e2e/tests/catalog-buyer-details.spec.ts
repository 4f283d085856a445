// What buyers tripped over in the catalogue, each seen on the built site: a price history on discounted lots, the
// mortgage block's count, a reversed price range, the parking scheme on a phone, the master plan's figures and
// names, the discount's decimal comma and the purchase page's lead said once.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api, catalogRegion, settledCount } from './catalog-helpers';

interface Lot {
  id: number;
  price: number;
  old_price: number | null;
  discount_percent: number | null;
}
interface History {
  price_dropped: boolean;
  points: Array<{ price: number }>;
}

/** 12250000 → /12\s250\s000\s₽/ */
const roubles = (value: number) => new RegExp(`${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')}\\s₽`);

test('a discounted flat shows its price history with the earlier price, and «Цена снижена» after a recent drop', async ({ page, request }) => {
  const lots = await api<{ results: Lot[] }>(request, '/api/flats/', { city: 'moskva', limit: 100, ordering: '-price' });
  const discounted = lots.results.filter((lot) => lot.old_price !== null);
  expect(discounted.length).toBeGreaterThan(0);
  let dropped: { lot: Lot; history: History } | null = null;
  for (const lot of discounted) {
    const history = await api<History>(request, `/api/flats/${lot.id}/price_history/`);
    // every discounted lot has its earlier price in its history
    expect(history.points.map((point) => point.price)).toContain(lot.old_price);
    if (history.price_dropped && !dropped) dropped = { lot, history };
  }
  expect(dropped, 'a discounted flat lowered within 30 days').not.toBeNull();
  const { lot, history } = dropped!;

  await page.goto(`/flats/${lot.id}`);
  const region = catalogRegion(page, 'FlatPage');
  const section = region.locator('#price-history');
  await expect(section.getByText('Цена снижена', { exact: true })).toBeVisible();
  const prices = history.points.map((point) => point.price);
  const chart = section.getByRole('img', { name: /^Цена от / });
  await expect(chart).toHaveAccessibleName(new RegExp(`${roubles(Math.min(...prices)).source} до ${roubles(Math.max(...prices)).source}`));
  await expect(region.getByText(/^Выгода /)).toBeVisible();
});

test('the mortgage block counts the programmes it can list', async ({ page, request }) => {
  const lot = (await api<{ results: Lot[] }>(request, '/api/flats/', { city: 'moskva', limit: 1 })).results[0]!;
  await openHydrated(page, `/flats/${lot.id}`);
  const block = catalogRegion(page, 'FlatPage').getByTestId('mortgage-calculator');
  const heading = block.getByRole('heading', { name: /подход/ });
  const counted = Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
  expect(counted).toBeGreaterThan(0);
  const more = block.getByRole('button', { name: /^Показать ещё/ });
  if (await more.isVisible()) await more.click();
  await expect(block.getByTestId('mortgage-offer')).toHaveCount(counted);
});

test('a reversed price range reads as the range it names: swapped in the boxes and the address, the count as the API gives it', async ({ page, request }) => {
  const reversed = { city: 'moskva', is_apartment: false, price_min: 30_000_000, price_max: 10_000_000 };
  const apiCount = (await api<{ count: number }>(request, '/api/flats/', { ...reversed, limit: 1 })).count;
  const meant = (await api<{ count: number }>(request, '/api/flats/', { ...reversed, price_min: 10_000_000, price_max: 30_000_000, limit: 1 })).count;
  expect(apiCount).toBe(meant);
  expect(apiCount).toBeGreaterThan(0);

  await openHydrated(page, '/selections/flat?price_min=30000000&price_max=10000000');
  await expect(page).toHaveURL(/[?&]price_min=10000000&price_max=30000000/);
  const region = catalogRegion(page, 'SelectionsPage');
  await expect(region.locator('input[name="price_min"]')).toHaveValue('10 000 000');
  await expect(region.locator('input[name="price_max"]')).toHaveValue('30 000 000');
  expect(await settledCount(page)).toBe(apiCount);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the parking scheme has places of 44 px at least, and the chosen place\'s panel comes into view', async ({ page }) => {
    await openHydrated(page, '/selections/parking?view=scheme');
    const region = catalogRegion(page, 'SelectionsPage');
    const places = region.locator('section[aria-label] button[aria-pressed]');
    await expect(places.first()).toBeVisible();
    const sizes = await places.evaluateAll((buttons) => buttons.slice(0, 50).map((button) => button.getBoundingClientRect()).map(({ width, height }) => ({ width, height })));
    for (const size of sizes) {
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    // no label is cut: its text fits its place
    const clipped = await places.evaluateAll((buttons) =>
      buttons.filter((button) => (button.querySelector('span')?.getBoundingClientRect().width ?? 0) > button.clientWidth).length,
    );
    expect(clipped).toBe(0);

    const free = region.locator('section[aria-label] button[aria-pressed]:not([disabled])').first();
    await free.click();
    const panel = region.getByRole('complementary', { name: /^Лот № / });
    await expect(panel).toBeInViewport();
  });
});

test('the master plan counts what the project header counts, and its buttons are named with a separator', async ({ page, request }) => {
  const project = (await api<{ results: Array<{ slug: string; lots_count: number }> }>(request, '/api/projects/', { city: 'moskva', limit: 1 })).results[0]!;
  await openHydrated(page, `/projects/${project.slug}`);
  const region = catalogRegion(page, 'ProjectPage');
  const onSale = region.locator('dt', { hasText: 'В продаже' }).locator('xpath=following-sibling::dd[1]');
  await expect(onSale).toHaveText(String(project.lots_count));
  // the labels on the plan: 'Корпус 1, 212 в продаже, от 12,15 млн ₽', adding up to the header's figure
  const labels = region.getByTestId('genplan').getByRole('button');
  await expect(labels.first()).toBeVisible();
  let counted = 0;
  for (const label of await labels.all()) {
    await expect(label).toHaveAccessibleName(/^[^,]+, (Нет в продаже|[\d\s]+ в продаже)/);
    const name = (await label.textContent()) ?? '';
    counted += Number(/, ([\d\s]+) в продаже/.exec(name)?.[1]?.replace(/\s/g, '') ?? 0);
  }
  expect(counted).toBe(project.lots_count);

  // on a phone the plan's buttons move into a list: 'Корпус 1, 4 кв. 2026 · …', never 'Корпус 14 кв. 2026'
  await page.setViewportSize({ width: 390, height: 844 });
  const rows = region.getByTestId('genplan').getByRole('listitem').getByRole('button');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toHaveAccessibleName(/^[^,]+, \d кв\. \d{4} · /);
});

test('a discount badge prints its percent with a decimal comma', async ({ page, request }) => {
  const lots = await api<{ results: Lot[] }>(request, '/api/flats/', { city: 'moskva', is_apartment: false, limit: 100 });
  const fractional = lots.results.find((lot) => lot.discount_percent !== null && !Number.isInteger(lot.discount_percent));
  expect(fractional).toBeTruthy();
  await page.goto(`/selections/flat?price_min=${fractional!.price}&price_max=${fractional!.price}`);
  const card = catalogRegion(page, 'SelectionsPage').locator(`[data-lot-id="${fractional!.id}"]`);
  await expect(card.getByText(new RegExp(`^−${String(fractional!.discount_percent).replace('.', ',')}\\s%$`))).toBeVisible();
});

test('the purchase page says a method\'s lead once', async ({ page }) => {
  await page.goto('/purchase?method=1');
  const region = catalogRegion(page, 'PurchasePage');
  const lead = (await region.locator('article p').first().textContent()) ?? '';
  expect(lead.length).toBeGreaterThan(10);
  const text = (await region.textContent()) ?? '';
  expect(text.split(lead).length - 1).toBe(1);
});
