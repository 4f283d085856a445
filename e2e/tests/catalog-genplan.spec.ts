// On the master plan a building, then a floor, then a free flat opens that flat's page.
import { expect, test } from '../harness/test';
import { openHydrated } from '../harness/hydration';
import { api, catalogRegion, CITY, collectErrors } from './catalog-helpers';

interface GenplanLot {
  id: number;
  kind: string;
  number: string;
  status: string;
}
interface GenplanBuilding {
  id: number;
  name: string;
  free_count: number;
  sections?: { id: number; number: number; floors: { id: number; number: number; lots?: GenplanLot[] }[] }[];
}

test('master plan: building → floor → a free flat opens its page', async ({ page, request }) => {
  const errors = collectErrors(page);
  const projects = await api<{ results: { slug: string; lots_count: number }[] }>(request, '/api/projects/', { city: CITY, limit: 100 });
  const slug = projects.results.find((project) => project.lots_count > 0)?.slug;
  expect(slug).toBeTruthy();
  const plan = await api<{ buildings: GenplanBuilding[] }>(request, `/api/genplan/projects/${slug}/`);
  const building = plan.buildings.find((item) => item.free_count > 0);
  expect(building).toBeTruthy();
  const tree = await api<GenplanBuilding>(request, `/api/genplan/buildings/${building?.id}/`);
  // the first section is shown first; take its highest floor with a free flat
  const floor = tree.sections?.[0]?.floors.find((item) => item.lots?.some((lot) => lot.kind === 'flat' && lot.status === 'free'));
  const flat = floor?.lots?.find((lot) => lot.kind === 'flat' && lot.status === 'free');
  expect(floor && flat).toBeTruthy();

  await openHydrated(page, `/projects/${slug}`);
  const region = catalogRegion(page, 'ProjectPage');
  const genplan = region.getByTestId('genplan');
  await genplan.scrollIntoViewIfNeeded();
  await genplan.getByRole('button', { name: new RegExp(`^${building?.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]building=${building?.id}`));

  const floors = region.getByRole('navigation', { name: 'Этажи' });
  await floors.getByRole('button', { name: new RegExp(`^${floor?.number} этаж`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]floor=${floor?.id}`));

  const link = region.getByTestId('genplan-floor').getByRole('link', { name: new RegExp(`^Квартира № ${flat?.number},.*свободно$`) });
  await expect(link).toHaveAttribute('href', `/flats/${flat?.id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/flats/${flat?.id}$`));
  const flatPage = catalogRegion(page, 'FlatPage');
  await expect(flatPage.getByRole('heading', { level: 1 })).toContainText('м²');
  await expect(flatPage.getByText('Свободно').first()).toBeVisible();

  // Back returns to the same floor of the plan
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]floor=${floor?.id}`));
  await expect(catalogRegion(page, 'ProjectPage').getByTestId('genplan-floor')).toBeVisible();
  expect(errors).toEqual([]);
});
