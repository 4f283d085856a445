/** @jest-environment node */
import type { RemotesMap } from '@estate/shared-api';
import { createRemoteRegistry } from './remoteRegistry';

const remotes = { press: 'http://press.test/mf-manifest.json' } as unknown as RemotesMap;

function manifest(build: string, withServer = true) {
  return JSON.stringify({
    metaData: {
      publicPath: 'auto',
      buildInfo: { buildName: build },
      ...(withServer ? { ssrRemoteEntry: { name: `remoteEntry.${build}.js`, path: 'server' } } : {}),
    },
    exposes: [],
  });
}

let served = manifest('a');
const fetchSpy = jest.fn(async () => new Response(served));

beforeEach(() => {
  served = manifest('a');
  fetchSpy.mockClear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchSpy as unknown as typeof fetch);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('registers a remote again only when its manifest changed (a redeploy)', async () => {
  const lines: Array<{ msg?: string }> = [];
  const registry = createRemoteRegistry({ remotes, checkIntervalMs: 5000, log: (line) => lines.push(line) });
  await registry.checkAll();
  await registry.checkAll();
  expect(lines.map((line) => line.msg)).toEqual(['remote registered']);
  served = manifest('b');
  await registry.checkAll();
  expect(lines.map((line) => line.msg)).toEqual(['remote registered', 'remote redeployed']);
  expect(registry.manifestOf('press')?.metaData.ssrRemoteEntry?.name).toBe('remoteEntry.b.js');
});

it('checks the manifests on its interval, not per page load', async () => {
  jest.useFakeTimers();
  const registry = createRemoteRegistry({ remotes, checkIntervalMs: 5000, log: () => undefined });
  await registry.start();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  served = manifest('a', false);
  await jest.advanceTimersByTimeAsync(4999);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  // a manifest without a server build: its pages render in the browser, and asking costs no request
  await expect(registry.loadPage('press/PressPage')).rejects.toThrow('the manifest names no server build');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  registry.stop();
});

it('keeps the build in force when the manifest cannot be read', async () => {
  const registry = createRemoteRegistry({ remotes, checkIntervalMs: 5000, log: () => undefined });
  await registry.checkAll();
  fetchSpy.mockImplementationOnce(async () => new Response('down', { status: 503 }));
  await registry.checkAll();
  expect(registry.manifestOf('press')?.metaData.ssrRemoteEntry?.name).toBe('remoteEntry.a.js');
});
