// The flat selection keeps its whole state in the URL (Back restores it), shows the
// API's count, and its filters offer exactly what the facets allow.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api, catalogRegion, CITY, collectErrors, settledCount, shownNumber, type Facets, type LotList, type Specs } from './catalog-helpers';

test('from the home page into the flat selection: two filters, a flat, and Back restores the selection', async ({ page, request }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const home = catalogRegion(page, 'HomePage');
  await expect(home.locator('h1')).toBeVisible();
  await home.getByRole('link', { name: 'Подобрать квартиру' }).click();

  await expect(page).toHaveURL(/\/selections\/flat$/);
  const selection = catalogRegion(page, 'SelectionsPage');
  await expect(selection.getByRole('heading', { level: 1, name: 'Подбор квартир' })).toBeVisible();
  const all = await settledCount(page);
  expect(all).toBe((await api<LotList>(request, '/api/flats/', { city: CITY, is_apartment: false, limit: 1 })).count);

  // filter 1: two-room flats; filter 2: not on the first floor
  const rooms = selection.getByRole('group', { name: 'Комнатность' });
  await rooms.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]rooms=2(&|$)/);
  await selection.getByRole('button', { name: 'Все фильтры' }).click();
  await selection.getByLabel(/Не первый этаж/).check();
  await expect(page).toHaveURL(/[?&]not_first=true(&|$)/);

  const filtered = await settledCount(page);
  const expected = await api<LotList>(request, '/api/flats/', { city: CITY, is_apartment: false, rooms: 2, not_first: true, limit: 1 });
  expect(filtered).toBe(expected.count);
  expect(await shownNumber(page.getByTestId('result-count'))).toBe(expected.count);
  expect(filtered).toBeLessThan(all);
  const selectionUrl = page.url();

  const firstCard = selection.getByTestId('lot-card').first();
  const lotId = await firstCard.getAttribute('data-lot-id');
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/flats/${lotId}$`));
  await expect(catalogRegion(page, 'FlatPage').getByRole('heading', { level: 1, name: /2-комнатная/ })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(selectionUrl);
  const restored = catalogRegion(page, 'SelectionsPage');
  await expect(restored.getByRole('group', { name: 'Комнатность' }).getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await restored.getByRole('button', { name: 'Все фильтры' }).click();
  await expect(restored.getByLabel(/Не первый этаж/)).toBeChecked();
  expect(await settledCount(page)).toBe(expected.count);
  expect(errors).toEqual([]);
});

test('every disabled option is absent from the facets, and every enabled one finds lots', async ({ page, request }) => {
  test.setTimeout(240_000);
  // start inside one project, so the other projects' buildings and dates are ruled out
  const projectFacets = await api<Facets>(request, '/api/flats/facets/', { city: CITY, is_apartment: false });
  const project = [...(projectFacets.options.project ?? [])].sort((a, b) => a.count - b.count)[0];
  expect(project, 'a project with flats').toBeTruthy();
  const slug = String(project?.value);
  const facets = await api<Facets>(request, '/api/flats/facets/', { city: CITY, is_apartment: false, project: slug });
  const specs = await api<Specs>(request, '/api/flats/specs/', { city: CITY });
  const allowed = (name: string) => new Set((facets.options[name] ?? []).map((option) => String(option.value)));

  await openHydrated(page, `/selections/flat?project=${slug}`); // a click before hydration would not open the panel
  const selection = catalogRegion(page, 'SelectionsPage');
  expect(await settledCount(page)).toBe(facets.count);
  await selection.getByRole('button', { name: 'Все фильтры' }).click();

  // rooms: chips
  const roomsSpec = specs.filters.find((filter) => filter.name === 'rooms');
  const chips = selection.getByRole('group', { name: roomsSpec?.label ?? 'Комнатность' }).getByRole('button');
  await expect(chips).toHaveCount(roomsSpec?.options?.length ?? 0);
  let disabledSeen = 0;
  for (const option of roomsSpec?.options ?? []) {
    const chip = chips.filter({ hasText: new RegExp(`^${option.label.replace('+', '\\+')}$`) });
    if (!allowed('rooms').has(String(option.value))) {
      await expect(chip).toBeDisabled();
      disabledSeen += 1;
      continue;
    }
    await expect(chip).toBeEnabled();
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`[?&]rooms=${option.value}(&|$)`));
    expect(await settledCount(page), `rooms=${option.value}`).toBeGreaterThan(0);
    await chip.click();
    await expect(page).not.toHaveURL(/[?&]rooms=/);
    await settledCount(page);
  }

  // every multi filter drawn as a select
  for (const name of ['building', 'completion', 'finishing', 'features']) {
    const spec = specs.filters.find((filter) => filter.name === name);
    if (!spec) continue;
    const combobox = selection.locator(`[data-filter="${name}"]`).getByRole('combobox');
    await combobox.click();
    const listbox = page.getByRole('listbox', { name: spec.label });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(spec.options?.length ?? 0);
    for (const [index, option] of (spec.options ?? []).entries()) {
      const item = options.nth(index);
      await expect(item).toContainText(option.label);
      if (!allowed(name).has(String(option.value))) {
        await expect(item, `${name}=${option.value} is disabled`).toHaveAttribute('aria-disabled', 'true');
        disabledSeen += 1;
        continue;
      }
      await expect(item, `${name}=${option.value} is enabled`).not.toHaveAttribute('aria-disabled', 'true');
      await item.click();
      const param = new RegExp(`[?&]${name}=${encodeURIComponent(String(option.value))}(&|$)`);
      await expect(page).toHaveURL(param);
      expect(await settledCount(page), `${name}=${option.value}`).toBeGreaterThan(0);
      await item.click();
      await expect(page).not.toHaveURL(param);
      await settledCount(page);
    }
    await combobox.press('Escape');
  }
  // the starting project rules out the other projects' buildings at least
  expect(disabledSeen).toBeGreaterThan(0);
});
