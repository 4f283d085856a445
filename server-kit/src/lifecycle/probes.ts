import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

/** Readiness details a process adds to `/readyz` (informational: they do not change the status). */
export type ReadinessDetails = () => Record<string, unknown>;

/**
 * `GET /livez` (200 while the process serves at all) and `GET /readyz` (200 when ready, 503 `{detail}` while
 * starting, draining or stopping) at the root of the server's own port, for the balancer and the supervisor; and
 * `Connection: close` on every response once the process is draining. Probes are logged only when they fail.
 */
export function registerProbes(app: FastifyInstance, lifecycle: Lifecycle, details: ReadinessDetails = () => ({})): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.closing()) reply.header('connection', 'close');
  });
  app.get('/livez', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const phase = lifecycle.phase();
    if (phase === 'ready') return { status: phase, ...details() };
    return reply.code(503).send({ detail: `not ready: ${phase}`, status: phase });
  });
}
