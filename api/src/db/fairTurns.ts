import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseUnavailableError } from './databaseUnavailable';

/** One request as it arrived: every database use made on its behalf keeps its place in line. */
export interface Arrival {
  readonly seq: number;
  /** A request that changes data (a lead, a booking, a favourite): writes and reads take first turns alternately. */
  readonly write: boolean;
  /** Whether it has had a turn already: a request under way goes first, and is never refused halfway. */
  admitted: boolean;
  /** One use of the site's own work (asSiteWork). */
  readonly site?: boolean;
}

const arrivals = new AsyncLocalStorage<Arrival>();
let sequence = 0;

/** A place in line, taken when a request arrives (before its body is read). */
export function arrive(write = false): Arrival {
  sequence += 1;
  return { seq: sequence, write, admitted: false };
}

/** Runs `fn` on behalf of `arrival`: the database uses it makes, awaited or not, wait in the arrival's place. */
export function onBehalfOf<T>(arrival: Arrival, fn: () => T): T {
  return arrivals.run(arrival, fn);
}

/** Marks the site's own work (see asSiteWork): each of its uses takes a place of its own. */
const SITE_WORK: Arrival = { seq: 0, write: true, admitted: false };

/**
 * Runs `fn` as work of the site's own rather than of the request that started it (a catalogue import, a feed's part,
 * the lots kept in memory brought up to date): each database use it makes takes its place in line when it asks, as a
 * request under way that arrived then — behind the requests under way that arrived before, before those that have not
 * started — but never ahead of the requests waiting in the connection's time (half and half), and is never refused.
 * On the request's behalf, its many uses would each go before every request that arrived after it, and the site would
 * wait for the whole of it; as a request of its own at each use, it would wait for every request under way, and a
 * stream of reads would hold it back for ever.
 */
export function asSiteWork<T>(fn: () => T): T {
  return arrivals.run(SITE_WORK, fn);
}

/** A place for one use of the site's own work. */
function siteWorkArrival(): Arrival {
  sequence += 1;
  return { seq: sequence, write: true, admitted: true, site: true };
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
 * Turns at a single connection (PGlite's), one use at a time. A request makes several statements, each awaited
 * before the next; in plain first-come order each would queue behind everything that arrived meanwhile, so under a
 * burst every request would finish late, the early ones included. Here a request under way goes first (the earliest
 * of them), so requests complete in the order they came, each after a short wait; first turns go in arrival order,
 * alternately to writes and reads, so a burst of reads never holds a lead back (nor a flood of writes the reads).
 * The site's own work (an import's batches, a feed's parts, the lots in memory: asSiteWork) shares the connection's
 * time with the requests waiting, half and half.
 *
 * A request not given its first turn within `maxWaitMs`, or arriving to find `maxWaiting` others waiting, is refused
 * with DatabaseUnavailableError (503, `Retry-After: 1`); a request under way never is. Once a stop has begun, a
 * request arriving after it is refused rather than queued behind those the stop must finish. Uses outside any
 * request (the outbox worker, timers) take a place when they ask and are never refused: theirs to retry.
 */
export function createFairTurns(options: FairTurnsOptions): FairTurns {
  let running = false;
  /** In arrival order (a request's own uses in the order it made them). */
  const waiting: Waiter[] = [];
  let firstTurnsWaiting = 0;
  /** The lane the last first turn went to: the other one goes next. */
  let lastFirstTurnToWrite = false;
  /** Requests that arrived after this one are refused rather than kept waiting. */
  let lastWelcome = Number.POSITIVE_INFINITY;
  const busy = (reason: string) => new DatabaseUnavailableError(new Error(reason), 1);

  /**
   * How much more of the connection's time (ms) the site's own work has had than the requests while both waited:
   * while it is ahead, requests go first. The connection's time is shared half and half, whatever a turn lasts (an
   * import's batch is hundreds of statements' worth); time the requests leave unused is no credit.
   */
  let siteAhead = 0;
  let turnStarted = 0;
  let turnToSite = false;
  /**
   * The earliest request under way; else the earliest first turn of the lane whose turn it is, else of the other
   * (`candidates`: which waiters may have it).
   */
  const earliest = (candidate: (waiter: Waiter) => boolean) => {
    const underWay = waiting.findIndex((waiter) => candidate(waiter) && waiter.arrival.admitted);
    if (underWay >= 0) return underWay;
    const otherLane = waiting.findIndex((waiter) => candidate(waiter) && waiter.arrival.write !== lastFirstTurnToWrite);
    return otherLane >= 0 ? otherLane : waiting.findIndex(candidate);
  };
  const nextIndex = () => {
    const request = siteAhead > 0 ? earliest((waiter) => !waiter.arrival.site) : -1;
    return request >= 0 ? request : earliest(() => true);
  };
  const take = (waiter: Waiter) => {
    if (waiter.timer) {
      clearTimeout(waiter.timer);
      firstTurnsWaiting -= 1;
    }
    if (!waiter.arrival.admitted) lastFirstTurnToWrite = waiter.arrival.write;
    turnToSite = waiter.arrival.site === true;
    turnStarted = performance.now();
    waiter.arrival.admitted = true;
    running = true;
    waiter.admit();
  };
  // The next turn starts in a later turn of the event loop: PGlite works on the loop's own thread, and a queue that
  // handed turns on at once would keep the loop from accepting connections, reading requests and firing timers for
  // as long as it had work. Meanwhile the request that just had its turn asks for its next one.
  const release = () => {
    const took = performance.now() - turnStarted;
    if (!turnToSite) siteAhead = Math.max(0, siteAhead - took);
    else if (waiting.some((waiter) => !waiter.arrival.site)) siteAhead += took; // requests waited meanwhile
    setImmediate(() => {
      running = false;
      if (waiting.length > 0) take(waiting.splice(nextIndex(), 1)[0]!);
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
      const arrival = own === SITE_WORK ? siteWorkArrival() : (own ?? arrive());
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
