/**
 * Where a server process is in its life, as a balancer sees it: `starting` until it can serve, `ready`, then on
 * SIGTERM `draining` (still serving, but reporting not-ready so the balancer stops sending) and `stopping` (no new
 * connections, the requests in flight finish).
 */
export type Phase = 'starting' | 'ready' | 'draining' | 'stopping';

export interface Lifecycle {
  phase(): Phase;
  ready(): void;
  drain(): void;
  stop(): void;
  /** Draining or stopping: every response closes its connection, so a kept-alive client comes back on a new one. */
  closing(): boolean;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  return {
    phase: () => phase,
    ready: () => {
      if (phase === 'starting') phase = 'ready';
    },
    drain: () => {
      if (phase === 'starting' || phase === 'ready') phase = 'draining';
    },
    stop: () => {
      phase = 'stopping';
    },
    closing: () => phase === 'draining' || phase === 'stopping',
  };
}
