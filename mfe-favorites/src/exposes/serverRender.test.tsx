/** @jest-environment node */
// The list pages as the shell server renders them: the page's prefetch on the request's API client and
// query cache, then React's server render. Renders for two visitors at the same time (different city, session and
// favourites) each show only that visitor's lists: the stores belong to the request, not to the module.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { enableStaticRendering } from 'mobx-react-lite';
import { createQueryClient, type RemotePage } from '@estate/shared-api';
import favoritesPage from './FavoritesPage';
import comparisonPage from './ComparisonPage';
import { createFakeListsBackend, type FakeListsBackend } from '../testing/fakeListsBackend';
import { FakeApiClient } from '../testing/FakeApiClient';
import { testLot } from '../testing/testLots';
import { testShellContext } from '@estate/shared-api/testing/testShell';

enableStaticRendering(true);

const lots = [
  testLot(1, { kind: 'flat', title: 'Квартира Москва-1' }),
  testLot(2, { kind: 'parking', title: 'Машино-место Москва-2' }),
  testLot(8, { kind: 'flat', title: 'Квартира Тула-8', city: 'tula' }),
  testLot(9, { kind: 'flat', title: 'Квартира Тула-9', city: 'tula' }),
];

/** One visitor's session: their own lists on the API, answered after a delay so the requests interleave. */
type Visitor = FakeListsBackend & { city: string };

function visitor(city: string, favorites: number[], comparisons: number[]): Visitor {
  const backend = createFakeListsBackend(lots);
  backend.lists.favorites.push(...favorites);
  backend.lists.comparisons.push(...comparisons);
  const handle = backend.handle.bind(backend);
  backend.handle = async (request) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    return handle(request);
  };
  return Object.assign(backend, { city });
}

/** What the shell server does per request: a client and a cache of its own, prefetch, then render. */
async function serverRender(page: RemotePage, backend: Visitor, path: string) {
  const { ctx } = testShellContext({ api: new FakeApiClient(backend), city: backend.city });
  const queryClient = createQueryClient();
  await page.prefetch?.({
    pathname: '/favorites',
    params: {},
    search: new URLSearchParams(),
    city: backend.city,
    api: ctx.api,
    queryClient,
  });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <page.Component ctx={ctx} params={{}} search={new URLSearchParams()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lotIds = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}" data-lot-id="(\\d+)"`, 'g'))]
    .map((match) => Number(match[1]))
    .sort();
const pressed = (html: string, list: string) =>
  [
    ...html.matchAll(
      new RegExp(`data-lot-toggles="(\\d+)"><button[^>]*aria-pressed="true"[^>]*data-list="${list}"`, 'g'),
    ),
  ].map((match) => Number(match[1]));

test('both pages are on contract 2 with a prefetch', () => {
  expect(favoritesPage.contractVersion).toBe(2);
  expect(comparisonPage.contractVersion).toBe(2);
  expect(typeof favoritesPage.prefetch).toBe('function');
  expect(typeof comparisonPage.prefetch).toBe('function');
});

test('the favourites page renders the visitor’s own favourites on the server, with their counts and toggles', async () => {
  const html = await serverRender(favoritesPage, visitor('moskva', [1, 2, 9], [1]), '/favorites');
  expect(lotIds(html, 'favorite-lot')).toEqual([1, 2]);
  expect(html).toContain('Квартира Москва-1');
  expect(html).toMatch(/Москва<!-- -->.*2/);
  expect(pressed(html, 'comparison')).toEqual([1]);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('<title>Избранное</title>');
});

test('concurrent renders for two visitors never see each other’s lists', async () => {
  const moskva = visitor('moskva', [1, 2], [2]);
  const tula = visitor('tula', [8], [8, 9]);
  const renders = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const own = index % 2 === 0 ? moskva : tula;
      const page = index % 4 < 2 ? favoritesPage : comparisonPage;
      return {
        own,
        page,
        html: await serverRender(page, own, page === favoritesPage ? '/favorites' : '/comparison'),
      };
    }),
  );
  for (const { own, page, html } of renders) {
    const mine = own === moskva;
    if (page === favoritesPage) {
      expect(lotIds(html, 'favorite-lot')).toEqual(mine ? [1, 2] : [8]);
      expect(pressed(html, 'comparison')).toEqual(mine ? [2] : [8]);
    } else {
      expect(lotIds(html, 'compared-lot')).toEqual(mine ? [2] : [8, 9]);
      expect(pressed(html, 'favorites')).toEqual(mine ? [2] : [8]);
      expect(html).not.toContain(mine ? 'Тула-' : 'Москва-');
    }
  }
});
