/** @jest-environment node */
// The list store over HTTP (a typed fake of the API's list endpoints on a real server).
import { ApiClient } from '@estate/shared-api';
import { createLotListApi } from './lotListApi';
import { LotListStore, type LotChange } from './LotListStore';
import { startFakeListsServer, type FakeListsServer } from '../../testing/fakeListsServer';
import { testLot } from '../../testing/testLots';

let server: FakeListsServer;
let store: LotListStore;
let events: { ids: number[]; change?: LotChange }[];
let warn: jest.SpyInstance;

beforeEach(async () => {
  server = await startFakeListsServer([testLot(11), testLot(12), testLot(13), testLot(21, { city: 'tula' })]);
  const api = new ApiClient({ baseUrl: server.url, cookies: () => `csrftoken=${server.csrfToken}` });
  store = new LotListStore('favorites', createLotListApi(api, 'favorites'));
  events = [];
  store.subscribe((ids, change) => events.push(change ? { ids, change } : { ids }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await server.close();
  warn.mockRestore();
});

test('load takes the ids of the city and the counts of all cities, and announces them', async () => {
  server.lists.favorites.push(12, 21, 11);
  await store.load('moskva');
  expect(store.ids).toEqual([12, 11]);
  expect(store.counts).toEqual({ moskva: 2, tula: 1 });
  expect(store.city).toBe('moskva');
  expect(events).toEqual([{ ids: [12, 11] }]);
  expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/favorites/statistics/', query: { city: 'moskva' } });
});

test('toggle adds an absent lot (just added), then removes it (just removed), on the server too', async () => {
  server.lists.favorites.push(11);
  await store.load('moskva');

  await expect(store.toggle(12)).resolves.toBe('added');
  expect(store.ids).toEqual([11, 12]);
  expect(store.has(12)).toBe(true);
  expect(store.justAdded).toBe(12);
  expect(store.justRemoved).toBeNull();
  expect(store.counts.moskva).toBe(2);
  expect(server.lists.favorites).toEqual([11, 12]);
  const post = server.requests.at(-1);
  expect(post).toMatchObject({ method: 'POST', path: '/api/favorites/create/', body: { property: 12 } });
  expect(post?.csrf).toBe(server.csrfToken);

  await expect(store.toggle(12)).resolves.toBe('removed');
  expect(store.ids).toEqual([11]);
  expect(store.has(12)).toBe(false);
  expect(store.justRemoved).toBe(12);
  expect(store.justAdded).toBeNull();
  expect(store.counts.moskva).toBe(1);
  expect(server.lists.favorites).toEqual([11]);
  expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/favorites/12/' });

  expect(events.slice(1)).toEqual([
    { ids: [11, 12], change: { id: 12, action: 'added' } },
    { ids: [11], change: { id: 12, action: 'removed' } },
  ]);
  expect(warn).not.toHaveBeenCalled();
});

test('remove-all empties the list even when the server call fails, and only warns', async () => {
  server.lists.favorites.push(11, 12, 21);
  await store.load('moskva');
  server.failing.add('favorites:clear');

  await store.clear();

  expect(store.ids).toEqual([]);
  expect(store.counts).toEqual({ moskva: 0, tula: 1 });
  expect(events.at(-1)).toEqual({ ids: [] });
  expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/favorites/clear/', query: { city: 'moskva' } });
  expect(server.lists.favorites).toEqual([11, 12, 21]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('remove-all with a working server clears that city on the server', async () => {
  server.lists.favorites.push(11, 21);
  await store.load('moskva');
  await store.clear();
  expect(store.ids).toEqual([]);
  expect(server.lists.favorites).toEqual([21]);
  expect(warn).not.toHaveBeenCalled();
});

test('a failed add leaves the list unchanged, announces nothing and only warns', async () => {
  server.lists.favorites.push(11);
  await store.load('moskva');
  server.failing.add('favorites:add');

  await expect(store.toggle(12)).resolves.toBeNull();

  expect(store.ids).toEqual([11]);
  expect(store.justAdded).toBeNull();
  expect(events).toHaveLength(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(server.lists.favorites).toEqual([11]);
});

test('an add the server rejects (unknown lot, 400) leaves the list unchanged', async () => {
  await store.load('moskva');
  await expect(store.add(999)).resolves.toBeNull();
  expect(store.ids).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('a failed remove leaves the list unchanged, announces nothing and only warns', async () => {
  server.lists.favorites.push(11, 12);
  await store.load('moskva');
  server.failing.add('favorites:remove');

  await expect(store.toggle(12)).resolves.toBeNull();

  expect(store.ids).toEqual([11, 12]);
  expect(store.justRemoved).toBeNull();
  expect(store.counts.moskva).toBe(2);
  expect(events).toHaveLength(1);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('an unreachable server fails add and remove without touching the list', async () => {
  server.lists.favorites.push(11);
  await store.load('moskva');
  await server.close();
  server.close = async () => undefined;

  await expect(store.toggle(12)).resolves.toBeNull();
  await expect(store.toggle(11)).resolves.toBeNull();
  expect(store.ids).toEqual([11]);
  expect(warn).toHaveBeenCalledTimes(2);
});

test('removing a lot another tab already removed (404) drops it here as well', async () => {
  server.lists.favorites.push(11, 12);
  await store.load('moskva');
  server.lists.favorites.splice(0, 1);
  await expect(store.remove(11)).resolves.toBe('removed');
  expect(store.ids).toEqual([12]);
  expect(warn).not.toHaveBeenCalled();
});

test('adding takes the fresh list of the city from the answer (changes made in other tabs)', async () => {
  await store.load('moskva');
  server.lists.favorites.push(13);
  await store.add(11);
  expect(store.ids).toEqual([13, 11]);
  expect(store.counts).toEqual({ moskva: 2 });
});

test('a newer load wins over an older one that answers later', async () => {
  server.lists.favorites.push(11, 21);
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.gate = (request) => (request.query.city === 'moskva' ? held : Promise.resolve());
  const first = store.load('moskva');
  await store.load('tula');
  release();
  await first;
  expect(store.city).toBe('tula');
  expect(store.ids).toEqual([21]);
});

test('a failing statistics load keeps what was there and only warns', async () => {
  server.lists.favorites.push(11);
  await store.load('moskva');
  server.failing.add('favorites:statistics');
  await store.load('tula');
  expect(store.ids).toEqual([11]);
  expect(store.city).toBe('moskva');
  expect(warn).toHaveBeenCalledTimes(1);
});

test('server changes are reported for successful adds, removes and remove-alls only (not for loads or failures)', async () => {
  let reported = 0;
  store.onServerChange(() => reported++);
  await store.load('moskva');
  await store.add(11);
  await store.remove(11);
  await store.clear();
  expect(reported).toBe(3);
  server.failing.add('favorites:add');
  server.failing.add('favorites:clear');
  await store.add(12);
  await store.clear();
  expect(reported).toBe(3);
});

test('seed takes prefetched statistics until the store has loaded its own, quietly and without a request', async () => {
  const statistics = { city: 'moskva', property_ids: [13], count: 1, counts: { moskva: 1, tula: 0 }, total: 1 };
  store.seed('moskva', statistics);
  expect(store.loaded).toBe(true);
  expect(store.ids).toEqual([13]);
  expect(store.counts).toEqual({ moskva: 1, tula: 0 });
  expect(events).toEqual([]);
  expect(server.requests).toEqual([]);

  server.lists.favorites.push(11);
  await store.load('moskva');
  store.seed('moskva', statistics);
  expect(store.ids).toEqual([11]);
});
