// SPEC §8: a chunk-load failure (typically a redeployed remote whose old chunks are gone) reloads the page,
// at most once per 60 seconds so a persistent failure cannot loop.
const storageKey = 'chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk .* failed/i.test(message))
  );
}

/** Reloads when allowed; returns whether it did. */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(storageKey) ?? 0);
  if (now - last < chunkReloadIntervalMs) return false;
  storage.setItem(storageKey, String(now));
  reload();
  return true;
}
