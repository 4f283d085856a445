// The toggles on lot cards: pressed state and Russian names from the shared store, a notice after a toggle,
// nothing but a warning when the server fails.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStoresFor } from '../lot-lists/listStores';
import { createFakeListsBackend, type FakeListsBackend } from '../../testing/fakeListsBackend';
import { FakeApiClient } from '../../testing/FakeApiClient';
import { testLot } from '../../testing/testLots';
import { testShellContext, type TestShell } from '@estate/shared-api/testing/testShell';
import widget from '../../exposes/ToggleButtons';

let backend: FakeListsBackend;
let page: TestShell;

beforeEach(async () => {
  backend = createFakeListsBackend([testLot(11), testLot(12)]);
  backend.lists.favorites.push(11);
  page = testShellContext({ api: new FakeApiClient(backend) });
  const stores = listStoresFor(page.ctx.api);
  await act(async () => {
    await stores.favorites.load('moskva');
    await stores.comparison.load('moskva');
  });
});

function renderToggles(lotId: number) {
  const { Component } = widget;
  return render(<Component lotId={lotId} ctx={page.ctx} />);
}

test('the buttons show the list state with Russian names and aria-pressed', () => {
  renderToggles(11);
  expect(screen.getByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Добавить к сравнению' })).toHaveAttribute('aria-pressed', 'false');
});

test('a toggle changes the list, the button, and sends a notice with a link to the list', async () => {
  renderToggles(12);
  await userEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
  expect(await screen.findByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute('aria-pressed', 'true');
  expect(backend.lists.favorites).toEqual([11, 12]);
  expect(page.events).toContainEqual({
    type: 'notify',
    notice: { title: 'Добавлено в избранное', link: { href: '/favorites', label: 'Перейти в избранное' } },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Добавить к сравнению' }));
  expect(await screen.findByRole('button', { name: 'Удалить из сравнения' })).toHaveAttribute('aria-pressed', 'true');
  expect(page.events.at(-1)).toEqual({
    type: 'notify',
    notice: { title: 'Добавлено к сравнению', link: { href: '/comparison', label: 'Перейти к сравнению' } },
  });

  await userEvent.click(screen.getByRole('button', { name: 'Удалить из сравнения' }));
  expect(await screen.findByRole('button', { name: 'Добавить к сравнению' })).toHaveAttribute('aria-pressed', 'false');
  expect(page.events.at(-1)).toEqual({
    type: 'notify',
    notice: { title: 'Удалено из сравнения', link: { href: '/comparison', label: 'Перейти к сравнению' } },
  });
});

test('cards of the same lot share the state (one store on the page)', async () => {
  renderToggles(12);
  renderToggles(12);
  const [first] = screen.getAllByRole('button', { name: 'Добавить в избранное' });
  await userEvent.click(first!);
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Удалить из избранного' })).toHaveLength(2));
});

test('a failed toggle leaves the button as it was, sends no notice and only warns', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  backend.failing.add('favorites:add');
  renderToggles(12);
  await userEvent.click(screen.getByRole('button', { name: 'Добавить в избранное' }));
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveAttribute('aria-pressed', 'false');
  expect(page.events.filter((event) => event.type === 'notify')).toEqual([]);
  warn.mockRestore();
});

test('the toggles work from the keyboard', async () => {
  renderToggles(12);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Добавить в избранное' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Удалить из избранного' })).toHaveAttribute('aria-pressed', 'true');
});
