import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { DeliveryError, type OutboxSignal, type Routes, type Target } from './outbox';
import { claimDue, finishRow, type AttemptResult, type ClaimedRow } from './outboxQueue';

export interface DeliveryWorkerOptions {
  db: Db;
  routes: Routes;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Longest wait for one target's answer; a row is leased for three times this. */
  timeoutMs: number;
  /** Rows sent at once by this process. */
  concurrency?: number;
  /** How often an idle worker looks for due rows (retries, rows of other processes, rows whose lease ran out). */
  pollMs?: number;
}

export interface DeliveryWorker extends OutboxSignal {
  /** Claims and sends every row due now, `concurrency` at a time; resolves with the number of rows it handled. */
  deliverDue(): Promise<number>;
  /** Runs in the background until `stop`. */
  start(): void;
  /**
   * Claims nothing more, cuts the sends in flight short (recorded as failed and due again soon: a receiver that got
   * one sees it again under the same key), and resolves once their rows are recorded.
   */
  stop(): Promise<void>;
}

/**
 * Runs `work` with a signal that aborts after `ms` or when `stop` aborts, and rejects at that moment whether or not
 * the work heeds its signal.
 */
async function withDeadline<T>(ms: number, stop: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    const fail = (error: DeliveryError) => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => fail(new DeliveryError(`no answer in ${ms} ms`, 'timeout')), ms);
    onStop = () => fail(new DeliveryError('the worker stopped before an answer came', 'stopped'));
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    if (onStop) stop.removeEventListener('abort', onStop);
  }
}

/**
 * The outbox's delivery worker: leases due rows, sends each to every target of its kind that has not had it
 * yet, records every attempt and schedules retries. Nothing a target does can throw out of it or stop the process.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, routes, now, log, timeoutMs, concurrency = 8, pollMs = 2_000 } = options;
  const owner = `${os.hostname()}/${process.pid}/${crypto.randomBytes(4).toString('hex')}`;
  const kinds = Object.keys(routes).filter((kind) => (routes[kind]?.length ?? 0) > 0);
  const leaseMs = 3 * timeoutMs;
  let stopping = false;
  const stopped = new AbortController();
  let woken = false;
  let interrupt: (() => void) | null = null;
  let running: Promise<void> | null = null;

  async function attempt(target: Target, row: ClaimedRow): Promise<AttemptResult> {
    const attemptedAt = now();
    const started = performance.now();
    try {
      const status = await withDeadline(timeoutMs, stopped.signal, (signal) => target.send({ kind: row.kind, key: row.key, payload: row.payload }, signal));
      return { target: target.name, attemptedAt, durationMs: performance.now() - started, outcome: 'delivered', status, error: null };
    } catch (error) {
      // fetch says only "fetch failed"; the reason (ECONNREFUSED, a DNS error …) is its cause.
      const cause = (error as { cause?: { message?: string; code?: string } }).cause;
      const status = error instanceof DeliveryError ? error.status : (cause?.code ?? null);
      const message = [(error as { message?: string }).message ?? String(error), cause?.message].filter(Boolean).join(': ');
      return { target: target.name, attemptedAt, durationMs: performance.now() - started, outcome: 'failed', status, error: message.slice(0, 500) };
    }
  }

  async function handle(row: ClaimedRow): Promise<void> {
    const targets = routes[row.kind] ?? [];
    try {
      const due = targets.filter((target) => !row.delivered_to.includes(target.name));
      const results = await Promise.all(due.map((target) => attempt(target, row)));
      const outcome = await finishRow(db, row, { owner, targets: targets.map((target) => target.name), results, now: now() });
      const failed = results.filter((result) => result.outcome === 'failed').map(({ target, status, error }) => ({ target, status, error }));
      const entry = { outbox: row.id, kind: row.kind, key: row.key, attempt: row.attempts, outcome, ...(failed.length > 0 && { failed }) };
      if (outcome === 'dead') log.error(entry, 'outbox: delivery failing for a day, dead-lettered');
      else if (outcome === 'delivered') log.info(entry, 'outbox: delivered');
      else log.warn(entry, 'outbox: delivery failed, will retry');
    } catch (error) {
      // The row keeps its lease and is taken up again when it runs out.
      log.error({ err: error, outbox: row.id }, 'outbox: could not record a delivery');
    }
  }

  async function deliverDue(): Promise<number> {
    const inFlight = new Set<Promise<void>>();
    let handled = 0;
    let more = true;
    for (;;) {
      if (more && !stopping && inFlight.size < concurrency) {
        woken = false;
        const limit = concurrency - inFlight.size;
        let rows: ClaimedRow[] = [];
        try {
          rows = await claimDue(db, { owner, kinds, limit, now: now(), leaseMs });
        } catch (error) {
          log.error({ err: error }, 'outbox: could not claim rows');
        }
        for (const row of rows) {
          const sending: Promise<void> = handle(row).finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        handled += rows.length;
        more = rows.length === limit;
        if (more) continue;
      }
      if (inFlight.size === 0) return handled;
      await Promise.race(inFlight);
      // A freed slot claims again while rows may be waiting: the last claim filled up, or a new one was committed.
      more ||= woken;
    }
  }

  function idle(): Promise<void> {
    return new Promise((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      await deliverDue();
      await idle();
    }
  }

  return {
    deliverDue,
    wake() {
      woken = true;
      interrupt?.();
    },
    start() {
      if (kinds.length > 0) running ??= run();
    },
    async stop() {
      stopping = true;
      stopped.abort();
      interrupt?.();
      await running;
    },
  };
}
