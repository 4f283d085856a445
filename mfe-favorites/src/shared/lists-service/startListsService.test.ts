/** @jest-environment node */
// The page-wide service: statistics at start, bus announcements, city change, other tabs.
import { CONTRACT_VERSION, type BusEvent } from '@estate/shared-api';
import favoritesService from '../../exposes/FavoritesService';
import { listStoresFor } from '../lot-lists/listStores';
import { startFakeListsServer, type FakeListsServer } from '../../testing/fakeListsServer';
import { eventually } from '../../testing/eventually';
import { testLot } from '../../testing/testLots';
import { testShellContext, type TestShell } from '@estate/shared-api/testing/testShell';
import { CROSS_TAB_CHANNEL } from './crossTabChannel';
import { startListsService } from './startListsService';

let server: FakeListsServer;
let page: TestShell;
let stop: () => void;
let otherTab: BroadcastChannel;

const lotsChanged = (events: BusEvent[]) => events.filter((event) => event.type === 'lots/changed');

beforeEach(async () => {
  server = await startFakeListsServer([testLot(11), testLot(12), testLot(21, { city: 'tula' }), testLot(22, { city: 'tula' })]);
  server.lists.favorites.push(11, 21);
  server.lists.comparisons.push(12);
  page = testShellContext({ baseUrl: server.url, csrfToken: server.csrfToken });
  otherTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
});

afterEach(async () => {
  stop?.();
  otherTab.close();
  await server.close();
});

test('the exposed module is a RemoteService of the current contract', () => {
  expect(favoritesService.contractVersion).toBe(CONTRACT_VERSION);
  expect(typeof favoritesService.start).toBe('function');
});

test('start loads both lists of the active city and announces them on the bus', async () => {
  stop = favoritesService.start(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  expect(lotsChanged(page.events)).toEqual(
    expect.arrayContaining([
      { type: 'lots/changed', list: 'favorites', ids: [11] },
      { type: 'lots/changed', list: 'comparison', ids: [12] },
    ]),
  );
  expect(server.requests.map((request) => `${request.path}?city=${request.query.city}`).sort()).toEqual([
    '/api/comparisons/statistics/?city=moskva',
    '/api/favorites/statistics/?city=moskva',
  ]);
});

test('a toggle is announced with its change; the stores are the same instances the widgets get', async () => {
  stop = startListsService(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  const { favorites } = listStoresFor(page.ctx.api);
  await favorites.toggle(12);
  expect(lotsChanged(page.events).at(-1)).toEqual({
    type: 'lots/changed',
    list: 'favorites',
    ids: [11, 12],
    change: { id: 12, action: 'added' },
  });
  await favorites.toggle(11);
  expect(lotsChanged(page.events).at(-1)).toEqual({
    type: 'lots/changed',
    list: 'favorites',
    ids: [12],
    change: { id: 11, action: 'removed' },
  });
});

test('city/changed refreshes the statistics of the new city and announces them', async () => {
  stop = startListsService(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  page.ctx.bus.next({ type: 'city/changed', slug: 'tula' });
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(4));
  expect(lotsChanged(page.events).slice(2)).toEqual(
    expect.arrayContaining([
      { type: 'lots/changed', list: 'favorites', ids: [21] },
      { type: 'lots/changed', list: 'comparison', ids: [] },
    ]),
  );
  expect(server.requests.filter((request) => request.query.city === 'tula')).toHaveLength(2);
  expect(listStoresFor(page.ctx.api).favorites.city).toBe('tula');
});

test('a change in another tab refetches that list and announces it', async () => {
  stop = startListsService(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  server.lists.favorites.push(12);
  otherTab.postMessage({ list: 'favorites' });
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(3));
  expect(lotsChanged(page.events)[2]).toEqual({ type: 'lots/changed', list: 'favorites', ids: [11, 12] });
});

test('a change made here is told to the other tabs', async () => {
  stop = startListsService(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  const received: unknown[] = [];
  otherTab.onmessage = (event: MessageEvent) => received.push(event.data);
  await listStoresFor(page.ctx.api).comparison.toggle(22);
  await eventually(() => expect(received).toEqual([{ list: 'comparison' }]));
});

test('stop ends the announcements and the reactions to the bus', async () => {
  stop = startListsService(page.ctx);
  await eventually(() => expect(lotsChanged(page.events)).toHaveLength(2));
  stop();
  const requests = server.requests.length;
  page.ctx.bus.next({ type: 'city/changed', slug: 'tula' });
  await listStoresFor(page.ctx.api).favorites.add(12);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(lotsChanged(page.events)).toHaveLength(2);
  expect(server.requests.length).toBe(requests + 1);
});
