// The window width as an external store for useSyncExternalStore, updated 500 ms after resizing stops (product §9).
// Nothing here touches `window` until a component subscribes.
export const RESIZE_DEBOUNCE_MS = 500;

const listeners = new Set<() => void>();
let width: number | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function onResize(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const next = window.innerWidth;
    if (next === width) return;
    width = next;
    for (const listener of listeners) listener();
  }, RESIZE_DEBOUNCE_MS);
}

export function subscribeViewport(listener: () => void): () => void {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

export function viewportWidth(): number {
  if (width === null) width = window.innerWidth;
  return width;
}
