// /comparison over the fake lists API: the side-by-side table, 'show only differences' in the page, kinds,
// removal of one or all, similar flats, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listStoresFor } from '../../shared/lot-lists/listStores';
import { startListsService } from '../../shared/lists-service/startListsService';
import { createFakeListsBackend, type FakeListsBackend } from '../../testing/fakeListsBackend';
import { FakeApiClient } from '../../testing/FakeApiClient';
import { renderInRouter } from '../../testing/renderPage';
import { testLot } from '../../testing/testLots';
import { testShellContext, type TestShell } from '@estate/shared-api/testing/testShell';
import comparisonPage from '../../exposes/ComparisonPage';

let backend: FakeListsBackend;
let page: TestShell;
let warn: jest.SpyInstance;
let stopService: () => void;

beforeEach(() => {
  backend = createFakeListsBackend([
    testLot(1, { title: '2-комнатная квартира', price: 12_500_000, area: 54.3 }),
    testLot(2, { title: '2-комнатная квартира', price: 13_100_000, area: 54.3 }),
    testLot(3, { kind: 'parking', title: 'Машино-место № 3', price: 1_500_000, area: 13.5 }),
    testLot(7, { title: '2-комнатная квартира', price: 12_900_000 }),
    testLot(9, { city: 'tula' }),
  ]);
  backend.lists.comparisons.push(1, 2, 3, 9);
  backend.similar = [backend.lots.get(7)!];
  page = testShellContext({ api: new FakeApiClient(backend) });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  stopService = startListsService(page.ctx);
});

afterEach(() => {
  stopService();
  warn.mockRestore();
});

function renderComparison() {
  const { Component } = comparisonPage;
  return renderInRouter(<Component ctx={page.ctx} params={{}} search={new URLSearchParams()} />, '/comparison');
}

const columns = () => screen.queryAllByTestId('compared-lot').map((cell) => Number(cell.dataset.lotId));
const rowLabels = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);

test('the flats are side by side, one row per field; only differences hides the rows equal for all', async () => {
  renderComparison();
  expect(screen.getByRole('heading', { level: 1, name: 'Сравнение' })).toBeInTheDocument();
  await waitFor(() => expect(columns()).toEqual([2, 1]));
  expect(rowLabels()).toEqual(['Тип', 'Проект', 'Стоимость, ₽', 'Площадь, м²', 'Этаж']);
  const priceRow = screen.getByRole('row', { name: /Стоимость/ });
  expect(within(priceRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['13 100 000', '12 500 000']);

  await userEvent.click(screen.getByRole('checkbox', { name: 'Показать только различия' }));
  expect(rowLabels()).toEqual(['Стоимость, ₽']);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Показать только различия' }));
  expect(rowLabels()).toHaveLength(5);
});

test('lots of another kind are compared on their own tab', async () => {
  renderComparison();
  await waitFor(() => expect(columns()).toEqual([2, 1]));
  await userEvent.click(screen.getByRole('tab', { name: 'Машино-места 1' }));
  expect(columns()).toEqual([3]);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Показать только различия' }));
  expect(screen.getByText('Характеристики сравниваемых объектов совпадают.')).toBeInTheDocument();
});

test('removing a lot takes its column away and updates the list and the server', async () => {
  renderComparison();
  await waitFor(() => expect(columns()).toEqual([2, 1]));
  const column = screen.getAllByTestId('compared-lot').find((cell) => cell.dataset.lotId === '2')!;
  await userEvent.click(within(column).getByRole('button', { name: 'Удалить из сравнения' }));
  await waitFor(() => expect(columns()).toEqual([1]));
  expect(backend.lists.comparisons).toEqual([1, 3, 9]);
  expect(listStoresFor(page.ctx.api).comparison.ids).toEqual([1, 3]);
  expect(within(screen.getByRole('row', { name: /Стоимость/ })).getAllByRole('cell')).toHaveLength(1);
});

test('remove-all empties the comparison even when the server fails', async () => {
  backend.failing.add('comparisons:clear');
  renderComparison();
  await waitFor(() => expect(columns()).toEqual([2, 1]));
  await userEvent.click(screen.getByRole('button', { name: 'Удалить все' }));
  const dialog = screen.getByRole('dialog', { name: 'Удалить все объекты из сравнения?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить все' }));
  expect(await screen.findByText('В сравнении пока ничего нет')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Выбрать квартиру' })).toHaveAttribute('href', '/selections/flat');
});

test('similar flats are offered and can be added to the comparison', async () => {
  renderComparison();
  const similar = await screen.findByRole('region', { name: 'Похожие квартиры' });
  expect(within(similar).getAllByTestId('similar-flat').map((card) => card.dataset.lotId)).toEqual(['7']);
  await userEvent.click(within(similar).getByRole('button', { name: 'Добавить к сравнению' }));
  await waitFor(() => expect(columns()).toContain(7));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Похожие квартиры' })).not.toBeInTheDocument());
});

test('the table scrolls in its own keyboard-reachable region', async () => {
  renderComparison();
  const region = await screen.findByRole('region', { name: 'Таблица сравнения' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getAllByRole('columnheader')[0]).toHaveTextContent('Характеристики');
});

test('a failed load shows an error with a retry', async () => {
  backend.failing.add('comparisons:differences');
  renderComparison();
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить сравнение.');
  backend.failing.delete('comparisons:differences');
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await waitFor(() => expect(columns()).toEqual([2, 1]));
});
