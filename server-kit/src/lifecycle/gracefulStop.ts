import type { Lifecycle } from './lifecycle';
import type { FollowedConnections } from './idleConnections';

/** How long a kept-alive connection that looks idle is kept once the listener has closed (see idleConnections). */
const IDLE_GRACE_MS = 1000;

export interface DrainOptions {
  lifecycle: Lifecycle;
  /** How long the process keeps serving, reported not-ready, before it stops accepting connections. */
  drainDelayMs: number;
  /** Resolves to cut the drain short (a second signal). */
  cutShort?: Promise<void>;
}

/**
 * The first half of a graceful stop: `/readyz` answers 503 and every response closes its connection while the
 * process keeps serving for `drainDelayMs`, so a balancer that probes stops sending, and one that keeps connections
 * (nginx) has closed its idle ones itself by then (its keep-alive timeout is shorter) or had them closed by our
 * answers: no connection is left that the balancer could reuse the instant we drop it.
 */
export async function drain({ lifecycle, drainDelayMs, cutShort }: DrainOptions): Promise<void> {
  lifecycle.drain();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, drainDelayMs))), cutShort ?? new Promise<void>(() => undefined)]);
  clearTimeout(timer);
  lifecycle.stop();
}

/**
 * The second half, for the caller's `close()`: idle connections are given `IDLE_GRACE_MS` to bring a request they
 * may already have sent, rather than being reset the moment the listener closes.
 */
export function keepIdleConnectionsBriefly(connections: FollowedConnections): void {
  connections.closeIdleAfter(IDLE_GRACE_MS);
}

export interface SignalOptions {
  /** Forced exit (code 1) this long after the first signal: the drain delay plus the bound on requests in flight. */
  timeoutMs: number;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

/**
 * SIGTERM and SIGINT run `stop` once (then exit 0, or 1 when it fails or outlasts `timeoutMs`); a second signal cuts
 * the drain short (`cutShort` resolves), for an operator who does not want to wait.
 */
export function stopOnSignals(stop: (cutShort: Promise<void>) => Promise<void>, { timeoutMs, log }: SignalOptions): void {
  let stopping = false;
  let cut!: () => void;
  const cutShort = new Promise<void>((resolve) => (cut = resolve));
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info({ signal }, 'second signal: the drain is cut short');
      cut();
      return;
    }
    stopping = true;
    log.info({ signal }, 'shutting down: draining, then finishing requests in flight');
    setTimeout(() => {
      log.error({ timeout_ms: timeoutMs }, 'shutdown timed out, exiting');
      process.exit(1);
    }, timeoutMs).unref();
    stop(cutShort).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
