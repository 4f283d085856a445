import { chunkReloadIntervalMs, isChunkLoadError, reloadAfterChunkError, reloadOnChunkError } from './chunkReload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('chunk-load failures', () => {
  it('recognises webpack chunk errors only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.\n(error: http://x/7.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_000_000 + chunkReloadIntervalMs - 1, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_000_000 + chunkReloadIntervalMs, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves any other failure to the fallbacks: no reload, nothing remembered', () => {
    sessionStorage.clear();
    expect(reloadOnChunkError(new Error('Network error'))).toBe(false);
    expect(reloadOnChunkError(undefined)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
