// /favorites over the fake lists API: groups by kind, per-city counts, removal of one or all, empty and error states,
// and changes made elsewhere on the page (a card's toggle) showing up without a reload.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStoresFor } from '../../shared/lot-lists/listStores';
import { createFakeListsBackend, type FakeListsBackend } from '../../testing/fakeListsBackend';
import { FakeApiClient } from '../../testing/FakeApiClient';
import { renderInRouter } from '../../testing/renderPage';
import { testLot } from '../../testing/testLots';
import { testShellContext, type TestShell } from '@estate/shared-api/testing/testShell';
import favoritesPage from '../../exposes/FavoritesPage';
import { startListsService } from '../../shared/lists-service/startListsService';

let backend: FakeListsBackend;
let page: TestShell;
let warn: jest.SpyInstance;
let stopService: () => void;

beforeEach(() => {
  backend = createFakeListsBackend([
    testLot(1, { kind: 'flat', title: '2-комнатная квартира' }),
    testLot(2, { kind: 'parking', title: 'Машино-место № 2' }),
    testLot(3, { kind: 'apartment', title: 'Студия' }),
    testLot(4, { kind: 'storage', title: 'Кладовая № 4' }),
    testLot(5, { kind: 'commercial', title: 'Офис' }),
    testLot(9, { kind: 'flat', title: '3-комнатная квартира', city: 'tula' }),
  ]);
  backend.lists.favorites.push(1, 2, 3, 4, 9);
  page = testShellContext({ api: new FakeApiClient(backend) });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  stopService = startListsService(page.ctx);
});

afterEach(() => {
  stopService();
  warn.mockRestore();
});

function renderFavorites() {
  const { Component } = favoritesPage;
  return renderInRouter(<Component ctx={page.ctx} params={{}} search={new URLSearchParams()} />, '/favorites');
}

const cards = () => screen.queryAllByTestId('favorite-lot').map((card) => Number(card.dataset.lotId));

test('lots of the city grouped by kind, with the count of each city', async () => {
  renderFavorites();
  expect(screen.getByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: /Квартиры и апартаменты/ })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Квартиры и апартаменты 2',
    'Машино-места 1',
    'Кладовые 1',
  ]);
  expect(cards().sort()).toEqual([1, 2, 3, 4]);
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Москва 4' })).toHaveAttribute('aria-selected', 'true'));
  expect(screen.getByRole('tab', { name: 'Тула 1' })).toBeInTheDocument();
});

test('another city’s tab shows that city’s favourites', async () => {
  renderFavorites();
  await userEvent.click(await screen.findByRole('tab', { name: /Тула/ }));
  await waitFor(() => expect(cards()).toEqual([9]));
});

test('removing one lot takes it off the page, the list, the server and the count', async () => {
  renderFavorites();
  await waitFor(() => expect(cards()).toHaveLength(4));
  const card = screen.getAllByTestId('favorite-lot').find((element) => element.dataset.lotId === '2')!;
  await userEvent.click(within(card).getByRole('button', { name: 'Удалить из избранного' }));
  await waitFor(() => expect(cards().sort()).toEqual([1, 3, 4]));
  expect(screen.queryByRole('heading', { name: /Машино-места/ })).not.toBeInTheDocument();
  expect(backend.lists.favorites).toEqual([1, 3, 4, 9]);
  expect(listStoresFor(page.ctx.api).favorites.ids).toEqual([1, 3, 4]);
  expect(page.events).toContainEqual({ type: 'lots/changed', list: 'favorites', ids: [1, 3, 4], change: { id: 2, action: 'removed' } });
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Москва 3' })).toBeInTheDocument());
});

test('remove-all asks first; cancelling keeps the list', async () => {
  renderFavorites();
  await waitFor(() => expect(cards()).toHaveLength(4));
  await userEvent.click(screen.getByRole('button', { name: 'Удалить все' }));
  const dialog = screen.getByRole('dialog', { name: 'Удалить все объекты из избранного?' });
  expect(within(dialog).getByText('Восстановить список будет нельзя.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cards()).toHaveLength(4);
  expect(backend.lists.favorites).toHaveLength(5);
});

test('remove-all empties the page even when the server fails, then leads to the flat selection', async () => {
  backend.failing.add('favorites:clear');
  renderFavorites();
  await waitFor(() => expect(cards()).toHaveLength(4));
  await userEvent.click(screen.getByRole('button', { name: 'Удалить все' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить все' }));
  expect(await screen.findByText('В избранном пока ничего нет')).toBeInTheDocument();
  expect(cards()).toEqual([]);
  expect(screen.getByRole('link', { name: 'Выбрать квартиру' })).toHaveAttribute('href', '/selections/flat');
  expect(warn).toHaveBeenCalled();
});

test('an empty list shows the empty state', async () => {
  backend.lists.favorites.splice(0);
  renderFavorites();
  expect(await screen.findByText('В избранном пока ничего нет')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить все' })).not.toBeInTheDocument();
});

test('a failed load shows an error with a retry that works', async () => {
  backend.failing.add('favorites:list');
  renderFavorites();
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить избранное.');
  backend.failing.delete('favorites:list');
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await waitFor(() => expect(cards()).toHaveLength(4));
});

test('a lot favourited elsewhere on the page (or in another tab) appears without a reload', async () => {
  renderFavorites();
  await waitFor(() => expect(cards()).toHaveLength(4));
  await act(async () => {
    await listStoresFor(page.ctx.api).favorites.add(5);
  });
  await waitFor(() => expect(cards()).toContain(5));
  expect(screen.getByRole('heading', { level: 2, name: /Коммерческие помещения/ })).toBeInTheDocument();
});
