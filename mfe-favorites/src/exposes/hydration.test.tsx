// The browser side of a server-rendered list page: the document's markup hydrated with the query cache the
// document carries, while the shell's service is still loading the lists' statistics (the usual order: the page's
// code arrives after the load event, the service started earlier). The page renders what the server did — no
// mismatch — and fetches none of its first data again.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  type HttpMethod,
  type RemotePage,
  type RequestOptions,
  type ShellContext,
} from '@estate/shared-api';
import favoritesPage from './FavoritesPage';
import comparisonPage from './ComparisonPage';
import { startListsService } from '../shared/lists-service/startListsService';
import { createFakeListsBackend, type FakeListsBackend } from '../testing/fakeListsBackend';
import { FakeApiClient } from '../testing/FakeApiClient';
import { testLot } from '../testing/testLots';
import { testShellContext } from '@estate/shared-api/testing/testShell';

/** The browser's client: every GET recorded; the statistics the service asks for stay in flight. */
class BrowserApiClient extends FakeApiClient {
  readonly gets: string[] = [];

  override request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    if (method === 'GET') this.gets.push(path);
    if (path.endsWith('/statistics/')) return new Promise<T>(() => undefined);
    return super.request<T>(method, path, options);
  }
}

function tree(page: RemotePage, ctx: ShellContext, queryClient: QueryClient, path: string) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <page.Component ctx={ctx} params={{}} search={new URLSearchParams()} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let backend: FakeListsBackend;

beforeEach(() => {
  backend = createFakeListsBackend([
    testLot(1),
    testLot(2, { kind: 'parking' }),
    testLot(9, { city: 'tula' }),
  ]);
  backend.lists.favorites.push(1, 2, 9);
  backend.lists.comparisons.push(1);
});

for (const [path, page, cards] of [
  ['/favorites', favoritesPage, 'favorite-lot'],
  ['/comparison', comparisonPage, 'compared-lot'],
] as const) {
  test(`${path} hydrates the server's markup without a mismatch or a request for its first data`, async () => {
    const server = testShellContext({ api: new FakeApiClient(backend) });
    const serverCache = createQueryClient();
    await page.prefetch?.({
      pathname: '/favorites',
      params: {},
      search: new URLSearchParams(),
      city: 'moskva',
      api: server.ctx.api,
      queryClient: serverCache,
    });
    const html = renderToString(tree(page, server.ctx, serverCache, path));

    const api = new BrowserApiClient(backend);
    const browser = testShellContext({ api });
    const stopService = startListsService(browser.ctx);
    const browserCache = createQueryClient();
    hydrate(browserCache, JSON.parse(JSON.stringify(dehydrate(serverCache))));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, tree(page, browser.ctx, browserCache, path), {
        onRecoverableError: (error) => errors.push(error),
      });
    });

    expect(errors).toEqual([]);
    // what the visitor sees stays what the server sent: the text, the lists' counts, the toggles' states
    const sent = document.createElement('div');
    sent.innerHTML = html;
    const pressed = (root: Element) =>
      [...root.querySelectorAll('[aria-pressed]')].map((button) => button.getAttribute('aria-pressed'));
    expect(container.textContent).toBe(sent.textContent);
    expect(pressed(container)).toEqual(pressed(sent));
    expect(pressed(container)).toContain('true');
    expect(
      [...container.querySelectorAll(`[data-testid="${cards}"]`)].map((card) =>
        card.getAttribute('data-lot-id'),
      ),
    ).toContain('1');
    expect(api.gets.filter((get) => !get.endsWith('/statistics/'))).toEqual([]);
    consoleError.mockRestore();
    stopService();
    container.remove();
  });
}
