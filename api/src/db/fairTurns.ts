import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseUnavailableError } from './databaseUnavailable';

/** One request as it arrived: every database use made on its behalf keeps its place in line. */
export interface Arrival {
  readonly seq: number;
  /** Whether it has had a turn already: a request under way is never refused halfway. */
  admitted: boolean;
}

const arrivals = new AsyncLocalStorage<Arrival>();
let sequence = 0;

/** A place in line, taken when a request arrives (before its body is read). */
export function arrive(): Arrival {
  sequence += 1;
  return { seq: sequence, admitted: false };
}

/** Runs `fn` on behalf of `arrival`: the database uses it makes, awaited or not, wait in the arrival's place. */
export function onBehalfOf<T>(arrival: Arrival, fn: () => T): T {
  return arrivals.run(arrival, fn);
}

export interface FairTurnsOptions {
  /** Requests allowed to wait for their first turn; past it, refused at once. */
  maxWaiting: number;
  /** The longest wait for a first turn (below a client's own timeout, so it hears why). */
  maxWaitMs: number;
}

interface Waiter {
  arrival: Arrival;
  admit(): void;
  /** Refuses a waiter still waiting for its request's first turn; none for a request already under way. */
  timer: NodeJS.Timeout | null;
}

export interface FairTurns {
  /** Runs `work` (one statement or one transaction) in its turn. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** From now on a request that arrives and would have to wait is refused at once (a stop has begun). */
  refuseLateArrivals(): void;
  /** How many uses run (0 or 1) and wait. */
  status(): { running: number; waiting: number };
}

/**
 * Turns at a single connection (PGlite's), one use at a time, given to the request that arrived first. A request
 * makes several statements, each awaited before the next: in plain first-come order each would queue behind
 * everything that arrived meanwhile, so under a burst every request would finish late, the early ones included. In
 * arrival order a request under way goes before later ones, so requests complete in the order they came, each after
 * a short wait, and writes take their turn among reads. A request not given its first turn within `maxWaitMs`, or
 * arriving to find `maxWaiting` others waiting, is refused with DatabaseUnavailableError (503, `Retry-After: 1`);
 * a request already under way is never refused. Once a stop has begun, a request arriving after it is refused
 * rather than queued behind those the stop must finish. Uses outside any request (the outbox worker, timers) take a
 * place when they ask and are never refused: their work is theirs to retry.
 */
export function createFairTurns(options: FairTurnsOptions): FairTurns {
  let running = false;
  /** Ordered by arrival (stable for equal arrivals: a request's own uses in the order it made them). */
  const waiting: Waiter[] = [];
  let firstTurnsWaiting = 0;
  /** Requests that arrived after this one are refused rather than kept waiting. */
  let lastWelcome = Number.POSITIVE_INFINITY;
  const busy = (reason: string) => new DatabaseUnavailableError(new Error(reason), 1);

  const take = (waiter: Waiter) => {
    if (waiter.timer) {
      clearTimeout(waiter.timer);
      firstTurnsWaiting -= 1;
    }
    waiter.arrival.admitted = true;
    running = true;
    waiter.admit();
  };
  // The next turn starts in a later turn of the event loop: PGlite works on the loop's own thread, and a queue that
  // handed turns on at once would keep the loop from accepting connections, reading requests and firing timers for
  // as long as it had work.
  const release = () => {
    setImmediate(() => {
      running = false;
      const next = waiting.shift();
      if (next) take(next);
    });
  };
  const insert = (waiter: Waiter) => {
    let index = waiting.length;
    while (index > 0 && waiting[index - 1]!.arrival.seq > waiter.arrival.seq) index -= 1;
    waiting.splice(index, 0, waiter);
  };

  const turn = (arrival: Arrival, refusable: boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { arrival, admit: resolve, timer: null };
      if (!running && waiting.length === 0) return take(waiter);
      if (refusable) {
        if (arrival.seq > lastWelcome) return reject(busy('stopping'));
        if (firstTurnsWaiting >= options.maxWaiting) return reject(busy(`${firstTurnsWaiting} requests waiting`));
        firstTurnsWaiting += 1;
        waiter.timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          firstTurnsWaiting -= 1;
          reject(busy(`no turn within ${options.maxWaitMs} ms`));
        }, options.maxWaitMs);
      }
      insert(waiter);
    });

  return {
    async run(work) {
      const own = arrivals.getStore();
      const arrival = own ?? arrive();
      await turn(arrival, own !== undefined && !arrival.admitted);
      try {
        return await work();
      } finally {
        release();
      }
    },
    refuseLateArrivals() {
      lastWelcome = Math.min(lastWelcome, sequence);
    },
    status: () => ({ running: running ? 1 : 0, waiting: waiting.length }),
  };
}
