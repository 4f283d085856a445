import { applyKeepAlive, readOperationsConfig } from './operationsConfig';

describe('readOperationsConfig', () => {
  it('has production defaults: a 5 s drain, 10 s for requests in flight, 65 s keep-alive, metrics on loopback', () => {
    expect(readOperationsConfig({}, 9464)).toEqual({
      drainDelayMs: 5000,
      shutdownTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      metrics: { host: '127.0.0.1', port: 9464 },
    });
  });

  it('reads every setting; METRICS_PORT=0 picks a free port and off turns the listener off', () => {
    const env = { DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '3000', KEEP_ALIVE_TIMEOUT_MS: '20000', METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' };
    expect(readOperationsConfig(env, 9465)).toEqual({ drainDelayMs: 0, shutdownTimeoutMs: 3000, keepAliveTimeoutMs: 20_000, metrics: { host: '0.0.0.0', port: 0 } });
    expect(readOperationsConfig({ METRICS_PORT: 'off' }, 9465).metrics).toBeNull();
  });

  it('refuses what it cannot read', () => {
    expect(() => readOperationsConfig({ DRAIN_DELAY_MS: '5s' }, 9464)).toThrow('DRAIN_DELAY_MS');
    expect(() => readOperationsConfig({ METRICS_PORT: '70000' }, 9464)).toThrow('METRICS_PORT');
    expect(() => readOperationsConfig({ METRICS_PORT: 'no' }, 9464)).toThrow('METRICS_PORT');
  });
});

describe('applyKeepAlive', () => {
  it('keeps the headers timeout past the keep-alive timeout', () => {
    const server = { keepAliveTimeout: 5000, headersTimeout: 60_000, requestTimeout: 300_000 };
    applyKeepAlive(server, 65_000);
    expect(server).toEqual({ keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 300_000 });
  });
});
