// Work that can wait (third-party scripts, prefetching the pages behind links) starts once the page is interactive:
// after the load event, at the next idle moment (at most 2000 ms later, product §9 idle time-out), so it never
// competes with the page's own code.
export const IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Calls `run` once the page is interactive; returns a cancel function. */
export function whenInteractive(run: () => void): () => void {
  const w = window as IdleWindow;
  let cancelIdle: (() => void) | null = null;
  const schedule = () => {
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => w.cancelIdleCallback?.(handle);
    } else {
      const timer = setTimeout(run, 1);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
