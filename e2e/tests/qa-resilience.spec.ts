// Resilience drills: each remote down in turn (refused, 503, hanging) leaves the rest of the site working
// and its region offers a retry; the API down after the first load gives the page's own error state with a retry
// (never a blank page) and the page recovers without a reload once the API is back; a lead sent while the API is
// down is clearly refused by the form, and stored (201) once the API answers again.
import { expect, test, type Page, type Route } from '../harness/test';
import { acceptCookiesBeforehand, footerForm, uniquePhone } from './forms-helpers';

type Failure = 'refused' | '503' | 'hanging';
const failures: Failure[] = ['refused', '503', 'hanging'];

/** Breaks every request matching `url` in `page` the given way until the returned `heal` is called. */
async function breakRequests(
  page: Page,
  url: string | ((url: URL) => boolean),
  failure: Failure,
): Promise<() => void> {
  let broken = true;
  await page.route(url, async (route: Route) => {
    if (!broken) return route.continue();
    if (failure === 'refused') return route.abort('connectionrefused');
    if (failure === '503')
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    // hanging: never answer while broken; answer normally once healed
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (!broken) {
          clearInterval(wait);
          resolve();
        }
      }, 200);
    });
    return route.continue().catch(() => undefined);
  });
  return () => {
    broken = false;
  };
}

/** Matches every request to a remote's deployment: the folder of its manifest, as the shell's /remotes.json says. */
async function remoteRequests(page: Page, remote: string): Promise<(url: URL) => boolean> {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const manifest = remotes[remote];
  if (!manifest) throw new Error(`/remotes.json names no ${remote} remote`);
  const folder = new URL('.', manifest).href;
  return (url) => url.href.startsWith(folder);
}

const bootMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shellBootedAt: number }).__shellBootedAt);

async function expectFrameWorks(page: Page) {
  await expect(page.getByTestId('site-header').or(page.locator('header').first()).first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(100);
}

interface RemoteDrill {
  remote: string;
  /** a page the remote renders */
  path: string;
  region: string;
  /** a page of another remote, reached by a link from the broken page */
  other: { link: string; region: string };
}

const pageDrills: RemoteDrill[] = [
  {
    remote: 'catalog',
    path: '/projects',
    region: 'catalog/ProjectsPage',
    other: { link: '/about', region: 'press/' },
  },
  {
    remote: 'press',
    path: '/about',
    region: 'press/',
    other: { link: '/projects', region: 'catalog/ProjectsPage' },
  },
  {
    remote: 'favorites',
    path: '/favorites',
    region: 'favorites/FavoritesPage',
    other: { link: '/projects', region: 'catalog/ProjectsPage' },
  },
];

const regionOf = (page: Page, region: string) =>
  page.locator(
    region.endsWith('/') ? `[data-remote-region^="${region}"]` : `[data-remote-region="${region}"]`,
  );

test.describe('a remote down in turn', () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

  for (const drill of pageDrills) {
    for (const failure of failures) {
      test(`${drill.remote} ${failure}: the frame and the other apps work, the region retries`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const heal = await breakRequests(page, await remoteRequests(page, drill.remote), failure);
        await page.goto(drill.path, { waitUntil: 'commit' });
        const region = regionOf(page, drill.region);
        await expect(region.getByTestId('region-fallback')).toBeVisible({ timeout: 45_000 });
        await expect(region.getByRole('button', { name: 'Повторить' })).toBeVisible();
        await expectFrameWorks(page);
        const bootedAt = await bootMark(page);

        // the rest of the site: another app's page through a link of the frame
        await page.locator(`a[href="${drill.other.link}"]`).first().click();
        await expect(regionOf(page, drill.other.region).locator('h1').first()).toBeVisible({
          timeout: 30_000,
        });
        await page.goBack();
        await expect(regionOf(page, drill.region).getByTestId('region-fallback')).toBeVisible({
          timeout: 45_000,
        });

        // the remote is back: the region's retry renders the page without a document reload
        heal();
        await regionOf(page, drill.region).getByRole('button', { name: 'Повторить' }).click();
        await expect(regionOf(page, drill.region).getByTestId('region-fallback')).toHaveCount(0, {
          timeout: 30_000,
        });
        await expect(regionOf(page, drill.region).locator('h1').first()).toBeVisible();
        expect(await bootMark(page)).toBe(bootedAt);
      });
    }
  }

  for (const failure of failures) {
    test(`forms ${failure}: pages work and the footer's call-back slot offers a retry`, async ({ page }) => {
      test.setTimeout(120_000);
      const heal = await breakRequests(page, await remoteRequests(page, 'forms'), failure);
      await page.goto('/projects', { waitUntil: 'commit' });
      await expect(regionOf(page, 'catalog/ProjectsPage').locator('h1')).toBeVisible({ timeout: 30_000 });
      await expectFrameWorks(page);
      const slot = footerForm(page).region;
      await slot.scrollIntoViewIfNeeded();
      await expect(slot.getByRole('button', { name: 'Повторить' })).toBeVisible({ timeout: 45_000 });
      heal();
      await slot.getByRole('button', { name: 'Повторить' }).click();
      await expect(footerForm(page).submit).toBeVisible({ timeout: 30_000 });
    });
  }
});

test.describe('the API down after the first load', () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

  const apiDrills = [
    { app: 'catalog', link: '/projects', region: 'catalog/ProjectsPage', content: 'a[href^="/projects/"]' },
    { app: 'press', link: '/press', region: 'press/', content: 'a[href^="/press/"]' },
  ];

  for (const drill of apiDrills) {
    for (const failure of ['refused', '503'] as const) {
      test(`${drill.app} page (${failure}): its error state with a retry, then it recovers without a reload`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.goto('/');
        await expect(regionOf(page, 'catalog/HomePage').locator('h1')).toBeVisible();
        const bootedAt = await bootMark(page);
        const heal = await breakRequests(page, '**/api/**', failure);

        await page.locator(`a[href="${drill.link}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${drill.link}$`));
        const region = regionOf(page, drill.region);
        const alert = region
          .getByRole('alert')
          .filter({ has: page.getByRole('button', { name: 'Повторить' }) });
        await expect(alert.first()).toBeVisible({ timeout: 30_000 });
        await expectFrameWorks(page);

        heal();
        await alert.first().getByRole('button', { name: 'Повторить' }).click();
        await expect(region.locator(drill.content).first()).toBeVisible({ timeout: 30_000 });
        await expect(region.getByRole('alert')).toHaveCount(0);
        expect(await bootMark(page)).toBe(bootedAt);
      });
    }
  }
});

test.describe('a lead while the API is down', () => {
  test.beforeEach(async ({ page }) => acceptCookiesBeforehand(page));

  for (const failure of ['refused', '503'] as const) {
    test(`(${failure}) is clearly refused by the form, and stored once the API is back`, async ({ page }) => {
      await page.goto('/contacts');
      const form = footerForm(page);
      await form.phone.scrollIntoViewIfNeeded();
      const heal = await breakRequests(page, '**/api/requests/**', failure);
      const phone = uniquePhone();
      await form.phone.pressSequentially(phone.typed);
      await form.consent.check();
      await form.submit.click();
      // the failure state: its title and the way back to the form (the message depends on the response body)
      await expect(form.region.getByRole('heading', { name: 'Ошибка' })).toBeVisible();
      await expect(form.region.getByRole('button', { name: 'Попробовать еще раз' })).toBeVisible();
      await expect(form.submit).toHaveCount(0);

      heal();
      await form.region.getByRole('button', { name: 'Попробовать еще раз' }).click();
      await expect(form.submit).toBeVisible();
      if ((await form.phone.inputValue()) === '') await form.phone.pressSequentially(phone.typed);
      if (!(await form.consent.isChecked())) await form.consent.check();
      const [request] = await Promise.all([
        page.waitForRequest(
          (candidate) =>
            candidate.method() === 'POST' && new URL(candidate.url()).pathname === '/api/requests/',
        ),
        form.submit.click(),
      ]);
      const response = await request.response();
      expect(response?.status()).toBe(201);
      expect(((await response?.json()) as { id: number }).id).toBeGreaterThan(0);
      await expect(form.region.getByText('Спасибо!')).toBeVisible();
    });
  }
});
