import { loadConfig } from './config';

describe('database configuration', () => {
  it('has documented defaults: 10 connections, 15 s statements, 5 s to get a connection, a heartbeat every 5 s', () => {
    expect(loadConfig({}, process.cwd())).toMatchObject({
      database: { poolSize: 10, statementTimeoutMs: 15_000, connectTimeoutMs: 5000, listenHeartbeatMs: 5000 },
      pgliteQueue: { maxWaiting: 500, maxWaitMs: 8000 },
    });
  });

  it('reads every figure from the environment', () => {
    const env = {
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_LISTEN_HEARTBEAT_MS: '1000',
      PGLITE_QUEUE: '50',
      PGLITE_QUEUE_TIMEOUT_MS: '3000',
    };
    expect(loadConfig(env, process.cwd())).toMatchObject({
      database: { poolSize: 25, statementTimeoutMs: 0, connectTimeoutMs: 2000, listenHeartbeatMs: 1000 },
      pgliteQueue: { maxWaiting: 50, maxWaitMs: 3000 },
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' }, process.cwd())).toThrow('DATABASE_POOL_SIZE must be a non-negative integer');
  });

  it('refuses a PGlite wait a stop could not answer in time', () => {
    expect(() => loadConfig({ PGLITE_QUEUE_TIMEOUT_MS: '10000' }, process.cwd())).toThrow('PGLITE_QUEUE_TIMEOUT_MS (10000) must be below SHUTDOWN_TIMEOUT_MS (10000)');
    expect(loadConfig({ PGLITE_QUEUE_TIMEOUT_MS: '10000', SHUTDOWN_TIMEOUT_MS: '15000' }, process.cwd()).pgliteQueue.maxWaitMs).toBe(10_000);
    expect(loadConfig({ PGLITE_QUEUE_TIMEOUT_MS: '10000', DATABASE_URL: 'postgres://x/y' }, process.cwd()).pgliteQueue.maxWaitMs).toBe(10_000);
  });
});
