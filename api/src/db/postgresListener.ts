import pg from 'pg';
import type { ListenHandlers } from './db';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface ListenerOptions {
  /**
   * How often the connection proves it is alive (`select 1`); one unanswered within this time counts as lost. A
   * stalled network leaves the socket open with no error, and NOTIFY traffic is too rare to notice the silence.
   */
  heartbeatMs: number;
  /** How long opening the connection (and subscribing) may take before it counts as failed. */
  connectTimeoutMs: number;
}

/**
 * `LISTEN channel` on a dedicated connection (a pooled one would drop the subscription when released), with TCP
 * keepalive and an application heartbeat. A lost connection (server restart, terminated backend, a network that
 * stalled or dropped it) is noticed within two heartbeats at most, reported through `onError`, and replaced with
 * exponential backoff; nothing it does throws into the process. `onListening` after every connection lets the
 * caller catch up on what it missed. Resolves once the first connection listens (or failed, with retries under way).
 */
export async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  options: ListenerOptions,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unsafe channel name ${channel}`);
  /** Ends the connection that listens now, if any. */
  let endCurrent: (() => Promise<void>) | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      application_name: `listen:${channel}`,
      keepAlive: true,
      keepAliveInitialDelayMillis: options.heartbeatMs,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    let failed = false;
    let heartbeat: NodeJS.Timeout | null = null;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      if (heartbeat) clearTimeout(heartbeat);
      next.removeAllListeners('notification');
      // destroyed, not ended: ending waits for the server's goodbye, which a stalled network never brings
      next.connection.stream.destroy();
      endCurrent = null;
      if (closed) return;
      handlers.onError?.(error);
      scheduleRetry();
    };
    /** Runs `statement` on the connection; silence past `ms` counts as a lost connection. */
    const within = async (statement: string, ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      const silent = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`listening connection silent for ${ms} ms`)), ms);
      });
      try {
        await Promise.race([next.query(statement), silent]);
      } finally {
        clearTimeout(timer);
      }
    };
    const beat = () => {
      if (failed) return;
      heartbeat = setTimeout(() => {
        within('select 1', options.heartbeatMs).then(beat, (error: unknown) => fail(asError(error)));
      }, options.heartbeatMs);
      heartbeat.unref();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await within(`listen ${channel}`, options.connectTimeoutMs);
    } catch (error) {
      fail(asError(error));
      return;
    }
    if (closed) {
      fail(new Error('closed'));
      return;
    }
    endCurrent = async () => {
      failed = true;
      if (heartbeat) clearTimeout(heartbeat);
      next.removeAllListeners('notification');
      // a polite goodbye, unless the network has stalled
      const ended = next.end().catch(() => undefined);
      const stalled = new Promise((resolve) => setTimeout(resolve, 1000).unref());
      await Promise.race([ended, stalled]);
      next.connection.stream.destroy();
    };
    retryMs = FIRST_RETRY_MS;
    beat();
    handlers.onListening?.();
  };

  await connect();
  return async () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    await endCurrent?.();
  };
}
