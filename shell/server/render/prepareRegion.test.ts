/** @jest-environment node */
import { createQueryClient, type ApiClient, type RemotePage } from '@estate/shared-api';
import type { LoadedPage, RemoteRegistry } from '../federation/remoteRegistry';
import { prepareRegion } from './prepareRegion';

const page: RemotePage = { contractVersion: 2, Component: () => null, prefetch: jest.fn(() => Promise.resolve()) };
const args = () => ({
  params: {},
  search: new URLSearchParams(),
  city: 'moskva',
  api: {} as ApiClient,
  queryClient: createQueryClient(),
});

function registry(loadPage: () => Promise<LoadedPage>): RemoteRegistry {
  return { loadPage } as unknown as RemoteRegistry;
}

const loaded: LoadedPage = { page, manifest: { metaData: {} }, styles: [{ href: 'http://r/a.css', css: '.a{}' }] };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders the page once its module and its prefetch are done within the budget', async () => {
  const outcome = await prepareRegion(registry(() => Promise.resolve(loaded)), 'press/PressPage', args(), 1000);
  expect(outcome).toEqual({ rendered: true, ...loaded });
  expect(page.prefetch).toHaveBeenCalled();
});

it('leaves the page to the browser when its remote cannot be loaded', async () => {
  const outcome = await prepareRegion(registry(() => Promise.reject(new Error('HTTP 404'))), 'press/PressPage', args(), 1000);
  expect(outcome).toEqual({ rendered: false, reason: 'HTTP 404' });
});

it('leaves the page to the browser once the budget is over', async () => {
  const never = new Promise<LoadedPage>(() => undefined);
  const outcome = prepareRegion(registry(() => never), 'press/PressPage', args(), 1000);
  jest.advanceTimersByTime(999);
  await Promise.resolve();
  jest.advanceTimersByTime(1);
  await expect(outcome).resolves.toEqual({ rendered: false, reason: 'over the render budget of 1000 ms' });
});

it('leaves a page still on contract 1 to the browser', async () => {
  const legacy = { ...loaded, page: { contractVersion: 1, Component: () => null } };
  const outcome = await prepareRegion(registry(() => Promise.resolve(legacy)), 'catalog/HomePage', args(), 1000);
  expect(outcome).toEqual({ rendered: false, reason: 'contract 1', expected: true });
});

it('prefetches a page of the shell itself without any remote', async () => {
  const outcome = await prepareRegion(registry(() => Promise.reject(new Error('no remote'))), 'shell/Showcase', args(), 1000);
  expect(outcome).toMatchObject({ rendered: true, page: null });
});
