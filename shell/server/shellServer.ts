// The shell server running: built, listening with its keep-alive timeout, its metrics on a listener of their own,
// ready; and its graceful stop.
import type { FastifyInstance } from 'fastify';
import { applyKeepAlive, createLifecycle, drain, followConnections, keepIdleConnectionsBriefly, startMetricsServer, type MetricsServer } from '@estate/server-kit';
import type { ShellConfig } from './config';
import { buildShellServer } from './buildShellServer';
import { createShellMetrics } from './metrics/shellMetrics';

export interface RunningShell {
  app: FastifyInstance;
  /** The port bound (PORT=0 picks a free one). */
  port: number;
  /**
   * The graceful stop: not ready (`/readyz` 503) and every answer closing its connection for DRAIN_DELAY_MS while
   * still serving, then no new connections and the requests in flight finished. `cutShort` ends the drain early.
   */
  close(cutShort?: Promise<void>): Promise<void>;
}

export async function startShellServer(config: ShellConfig): Promise<RunningShell> {
  const lifecycle = createLifecycle();
  const metrics = createShellMetrics();
  const app = await buildShellServer(config, { lifecycle, metrics });
  // longer than the balancer's own, so the balancer is always the side that closes an idle connection
  applyKeepAlive(app.server, config.operations.keepAliveTimeoutMs);
  let metricsServer: MetricsServer | null = null;
  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.operations.metrics) metricsServer = await startMetricsServer(metrics.registry, config.operations.metrics);
  } catch (error) {
    await app.close();
    throw error;
  }
  // from the first accept: a stop gives each idle connection its grace from the moment it became idle
  const connections = followConnections(app.server);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (metricsServer) app.log.info({ host: config.operations.metrics?.host, port: metricsServer.port }, 'metrics listening');
  app.log.info({ api: config.apiUrl, remotes: config.remotes }, `shell on http://${config.host}:${port}`);
  lifecycle.ready();
  let closing: Promise<void> | null = null;
  return {
    app,
    port,
    close(cutShort) {
      closing ??= (async () => {
        await drain({ lifecycle, drainDelayMs: config.operations.drainDelayMs, cutShort });
        app.log.info('drained: no new connections, finishing requests in flight');
        keepIdleConnectionsBriefly(connections);
        await app.close();
        await metricsServer?.close();
      })();
      return closing;
    },
  };
}
