/** What both servers read from their environment to run behind a balancer (documented in the README). */
export interface OperationsConfig {
  /** DRAIN_DELAY_MS: after SIGTERM, how long the process keeps serving while `/readyz` answers 503. */
  drainDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight may take once the process stops accepting connections. */
  shutdownTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: how long an idle kept-alive connection stays open; longer than the balancer's own. */
  keepAliveTimeoutMs: number;
  /** METRICS_PORT (`off`: none; `0`: a free port, logged) and METRICS_HOST of the Prometheus listener. */
  metrics: { host: string; port: number } | null;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_DRAIN_DELAY_MS = 5000;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;

function millis(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function metricsListener(env: Env, defaultPort: number): OperationsConfig['metrics'] {
  const raw = env.METRICS_PORT?.trim() ?? '';
  if (raw === 'off') return null;
  const port = raw === '' ? defaultPort : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`METRICS_PORT must be a port, 0 or off, got "${raw}"`);
  return { host: env.METRICS_HOST?.trim() || '127.0.0.1', port };
}

/** `defaultMetricsPort`: 9464 for the API, 9465 for the shell server. */
export function readOperationsConfig(env: Env, defaultMetricsPort: number): OperationsConfig {
  return {
    drainDelayMs: millis(env, 'DRAIN_DELAY_MS', DEFAULT_DRAIN_DELAY_MS),
    shutdownTimeoutMs: millis(env, 'SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS),
    keepAliveTimeoutMs: Math.max(1000, millis(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS)),
    metrics: metricsListener(env, defaultMetricsPort),
  };
}

/**
 * Node's server timeouts for a keep-alive timeout: its headers timeout must outlast it (a kept-alive connection
 * waiting for its next request is otherwise cut by the headers timer first).
 */
export function applyKeepAlive(server: { keepAliveTimeout: number; headersTimeout: number; requestTimeout: number }, keepAliveTimeoutMs: number): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveTimeoutMs + 1000);
  if (server.requestTimeout > 0) server.requestTimeout = Math.max(server.requestTimeout, server.headersTimeout);
}
