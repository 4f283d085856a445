import { ApiError, messages } from './errors';

/** A turn at a scarce resource: `enter` resolves with the function that gives the turn back. */
export interface Gate {
  enter(): Promise<() => void>;
}

export interface GateOptions {
  /** Turns at once. */
  concurrency: number;
  /** Requests allowed to wait; past it, 503 at once. */
  maxWaiting: number;
  /** How long one may wait before it is answered 503 (below a client's own timeout, so it hears why). */
  maxWaitMs: number;
}

/**
 * Bounded concurrency with a first-come queue. In front of PGlite's single connection it lets a request's queries
 * run together instead of interleaving with every other request's (which finishes them all late), so under a burst
 * requests complete in arrival order, each after a short wait, and an overload is a quick 503 with `Retry-After`
 * rather than a client's timeout.
 */
export function createGate(options: GateOptions): Gate {
  let active = 0;
  const waiting: Array<{ admit(): void; timer: NodeJS.Timeout }> = [];
  const busy = () => new ApiError(503, { detail: messages.unavailable });

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      active -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.admit();
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    async enter() {
      if (active < options.concurrency) {
        active += 1;
        return once();
      }
      if (waiting.length >= options.maxWaiting) throw busy();
      return new Promise((resolve, reject) => {
        const slot = {
          admit: () => resolve(once()),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(slot), 1);
            reject(busy());
          }, options.maxWaitMs),
        };
        waiting.push(slot);
      });
    },
  };
}
