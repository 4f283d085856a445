import pg from 'pg';
import type { ListenHandlers } from './db';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * `LISTEN channel` on a dedicated connection (a pooled one would drop the subscription when released). A lost
 * connection (server restart, network blip, terminated backend) is retried with exponential backoff and never
 * throws into the process; `onListening` after every connection lets the caller catch up on what it missed.
 * Resolves once the first connection listens (or failed, with retries under way).
 */
export async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unsafe channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const scheduleRetry = (error: Error) => {
    handlers.onError?.(error);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: `listen:${channel}` });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      if (client === next) client = null;
      scheduleRetry(error);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    handlers.onListening?.();
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
