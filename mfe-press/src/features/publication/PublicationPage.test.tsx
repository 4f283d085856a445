import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, fakeApi, testShellContext } from '@estate/shared-api/testing/testShell';
import { renderAt } from '../../shared/testing/renderAt';
import { makeDetail, makePublication } from '../../shared/testing/publications';
import { OTHERS_TITLE, PublicationPage, TELEGRAM_TEXT } from './PublicationPage';

const detail = makeDetail(5, {
  slug: 'news-5',
  title: 'Стартовали продажи',
  lead: 'В продаже новые квартиры',
  body: '<p>Первый абзац</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><p>Второй</p>',
  cover: '/img/media/cover.jpg',
  images: ['/img/media/a.jpg', '/img/media/b.jpg'],
});

function setup(handler?: (request: FakeRequest) => unknown) {
  const { api, requests } = fakeApi(
    handler ??
      (({ path }) => {
        if (path === '/api/publications/news-5/') return detail;
        if (path === '/api/publications/news-5/other/')
          return [makePublication(6), makePublication(7, 'telegram')];
        return { status: 404, body: { detail: 'Не найдено' } };
      }),
  );
  const view = renderAt(
    '/press/news-5',
    '/press/:slug',
    (ctx, search, params) => <PublicationPage ctx={ctx} search={search} params={params} />,
    testShellContext({ api }).ctx,
  );
  return { requests, ...view };
}

const JSON_LD = 'script[type="application/ld+json"]';
const article = () =>
  Array.from(document.querySelectorAll(JSON_LD))
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === 'Article');

describe('PublicationPage', () => {
  it('shows the title, date, lead, inert body, gallery and other publications', async () => {
    const { container, requests } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Стартовали продажи' })).toBeInTheDocument();
    expect(screen.getByText('В продаже новые квартиры')).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('article')[0] as HTMLElement).getByText('10 марта 2026'),
    ).toHaveAttribute('datetime', detail.published_at);
    expect(screen.getByText('Первый абзац')).toBeInTheDocument();
    expect(screen.getByText('Второй')).toBeInTheDocument();
    // the body's own scripts are dropped: the only script is the page's structured data
    expect(container.querySelectorAll(`script:not([type="application/ld+json"])`)).toHaveLength(0);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Фотографии публикации' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /из 2$/ })).toHaveLength(2);
    const others = await screen.findByRole('region', { name: OTHERS_TITLE });
    expect(within(others).getByRole('link', { name: 'Новость 6' })).toHaveAttribute('href', '/press/news-6');
    expect(within(others).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(requests.find((request) => request.path.endsWith('/other/'))?.query.get('limit')).toBe('3');
    expect(screen.getByRole('link', { name: /Все публикации/ })).toHaveAttribute('href', '/press?type=news');
    expect(screen.queryByRole('link', { name: TELEGRAM_TEXT })).toBeNull();
  });

  it('sets the title and description naming the city and adds Article structured data by the developer while shown', async () => {
    const { unmount } = setup();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Стартовали продажи — Горизонт Девелопмент, Москва'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'В продаже новые квартиры Пресс-центр «Горизонт Девелопмент», Москва.',
    );
    const data = article() as { headline: string; mainEntityOfPage: Record<string, string> };
    expect(data.headline).toBe('Стартовали продажи');
    expect(data.mainEntityOfPage['@id']).toBe('http://localhost:8080/press/news-5');
    expect(data).toMatchObject({ author: { name: 'Горизонт Девелопмент' }, publisher: { '@id': 'http://localhost:8080/#organization' } });
    unmount();
    expect(article()).toBeUndefined();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('links a Telegram post to its channel', async () => {
    setup(({ path }) =>
      path.endsWith('/other/')
        ? []
        : { ...detail, type: 'telegram', type_label: 'Telegram', telegram_url: 'https://t.me/c/1' },
    );
    const link = await screen.findByRole('link', { name: TELEGRAM_TEXT });
    expect(link).toHaveAttribute('href', 'https://t.me/c/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Все публикации/ })).toHaveAttribute(
      'href',
      '/press?type=telegram',
    );
    expect(screen.queryByRole('region', { name: OTHERS_TITLE })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    setup(({ path }) =>
      fail ? { status: 500, body: { detail: 'Ошибка' } } : path.endsWith('/other/') ? [] : detail,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Стартовали продажи' })).toBeInTheDocument();
  });
});
