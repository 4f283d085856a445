import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@estate/shared-api';
import { type FakeRequest, fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { makePublication, pageOf } from '../../shared/testing/publications';
import { PressPage, SHOW_MORE_TEXT, EMPTY_TEXT, title } from './PressPage';
import { prefetchPress } from './usePublicationFeed';

const news = Array.from({ length: 14 }, (_, index) => makePublication(index + 1, 'news'));
const telegram = Array.from({ length: 4 }, (_, index) => makePublication(100 + index, 'telegram'));

const answerFeeds = ({ query }: FakeRequest) =>
  pageOf(query.get('type') === 'telegram' ? telegram : news, query);

function setup(
  url: string,
  handler: (request: FakeRequest) => unknown = answerFeeds,
  queryClient?: QueryClient,
) {
  const { api, requests } = fakeApi(handler);
  const ctx = testShellContext({ api }).ctx;
  renderAt(
    url,
    '/press',
    (wired, search, params) => <PressPage ctx={wired} search={search} params={params} />,
    ctx,
    queryClient,
  );
  return { requests };
}

const cards = () => screen.queryAllByRole('article');
const location = () => screen.getByTestId('location');

describe('PressPage', () => {
  it('shows the heading and the first 9 news of the city with Russian dates', async () => {
    const { requests } = setup('/press');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(9));
    const query = requests[0]?.query;
    expect(requests[0]?.path).toBe('/api/publications/');
    expect(Object.fromEntries(query ?? [])).toEqual({
      city: 'moskva',
      type: 'news',
      for_owners: 'false',
      limit: '9',
      offset: '0',
    });
    expect(within(cards()[0] as HTMLElement).getByRole('link', { name: 'Новость 1' })).toHaveAttribute(
      'href',
      '/press/news-1',
    );
    expect(within(cards()[0] as HTMLElement).getByText(/^\d{1,2} марта 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Новости' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'show more' appends the next page and disappears when everything is shown", async () => {
    const { requests } = setup('/press');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(requests.at(-1)?.query.get('offset')).toBe('9');
    expect(screen.getByRole('link', { name: 'Новость 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOW_MORE_TEXT })).toBeNull();
  });

  it('switching the tab changes the URL and the list', async () => {
    const { requests } = setup('/press?utm_source=mail');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await userEvent.click(screen.getByRole('tab', { name: 'Telegram' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/press?utm_source=mail&type=telegram');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole('link', { name: 'Пост 100' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новость 1' })).toBeNull();
    expect(requests.at(-1)?.query.get('type')).toBe('telegram');
    expect(screen.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
  });

  it("'show more' keeps the depth in the URL, replacing the entry (Back leaves the press centre)", async () => {
    setup('/press?type=news&utm_source=mail');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(location()).toHaveTextContent('/press?type=news&utm_source=mail&pages=2');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it("a tab starts from its newest: 'show more', Telegram, then News shows news 1-9 and 'show more' works again", async () => {
    setup('/press?type=news');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    await userEvent.click(screen.getByRole('tab', { name: 'Telegram' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    await userEvent.click(screen.getByRole('tab', { name: 'Новости' }));
    expect(location()).toHaveTextContent(/^\/press\?type=news$/);
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      news.slice(0, 9).map((item) => item.title),
    );
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    await waitFor(() => expect(cards()).toHaveLength(14));
  });

  it('opens at the depth in the URL (Back, reload): the pages are loaded one after another', async () => {
    const { requests } = setup('/press?type=news&pages=2');
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(requests.map((request) => request.query.get('offset'))).toEqual(['0', '9']);
    expect(screen.queryByRole('button', { name: SHOW_MORE_TEXT })).toBeNull();
  });

  it("a server prefetch at the URL's depth fills the first render: nothing is fetched again", async () => {
    const queryClient = createQueryClient();
    const server = fakeApi(answerFeeds);
    const search = new URLSearchParams('type=news&pages=2');
    await prefetchPress({
      api: server.api,
      city: 'moskva',
      pathname: '/press',
      search,
      params: {},
      queryClient,
    });
    expect(server.requests.map((request) => request.query.get('offset'))).toEqual(['0', '9']);
    const { requests } = setup('/press?type=news&pages=2', answerFeeds, queryClient);
    expect(cards()).toHaveLength(14);
    expect(requests).toEqual([]);
  });

  it('opens on the tab named in the URL', async () => {
    setup('/press?type=telegram');
    expect(screen.getByRole('tab', { name: 'Telegram' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    setup('/press', ({ query }) => (fail ? { status: 500, body: { detail: 'boom' } } : pageOf(news, query)));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps the list when 'show more' fails and retries the next page", async () => {
    let failMore = true;
    setup('/press', ({ query }) =>
      query.get('offset') !== '0' && failMore
        ? { status: 503, body: { detail: 'down' } }
        : pageOf(news, query),
    );
    await waitFor(() => expect(cards()).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: SHOW_MORE_TEXT }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    failMore = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(cards()).toHaveLength(14));
  });

  it('says so when the section is empty', async () => {
    setup('/press', ({ query }) => pageOf([], query));
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHOW_MORE_TEXT })).toBeNull();
  });
});
