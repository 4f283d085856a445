// product §8: a chunk-load failure (typically a redeployed remote whose old chunks are gone) reloads the page,
// at most once per 60 seconds so a persistent failure cannot loop. Wherever code is loaded: a navigation's page, the
// region hydrating the first page, a widget, or a chunk a remote imports on its own (an unhandled rejection).
const storageKey = 'chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' && /Loading (CSS )?chunk .* failed/i.test(message))
  );
}

/** A chunk-load failure reloads the page when allowed; returns whether it did (anything else: false). */
export function reloadOnChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadAfterChunkError();
}

/** Reloads for chunk-load failures nothing else caught (a remote's own dynamic import). */
export function reloadOnUncaughtChunkErrors(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('unhandledrejection', (event) => void reloadOnChunkError(event.reason));
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
