// A server restarted on a fixed port may only listen once the last one has let go of it. A refused or failed request
// does not show that (a kept-alive connection closing looks the same); a successful bind does.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Binds `host:port` and lets go again: resolves null when that worked, else the error the bind failed with. */
function bindProbe(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/**
 * Resolves once `host:port` can be bound: after `exited` (the old server's exit, when the caller holds its process)
 * and a bind that succeeds. Rejects after `timeoutMs` in all, naming the port and what it still waited for.
 * @param {number} port
 * @param {{host?: string, timeoutMs?: number, exited?: Promise<unknown>}} [options]
 */
export async function waitUntilPortFree(port, { host = '127.0.0.1', timeoutMs = 10_000, exited } = {}) {
  const deadline = Date.now() + timeoutMs;
  if (exited) {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs, true)));
    const timedOut = await Promise.race([exited.then(() => false), late]);
    clearTimeout(timer);
    if (timedOut) throw new Error(`the server on ${host}:${port} did not exit within ${timeoutMs} ms`);
  }
  for (;;) {
    const error = await bindProbe(port, host);
    if (!error) return;
    if (error.code !== 'EADDRINUSE') throw error;
    if (Date.now() >= deadline) throw new Error(`port ${host}:${port} is still in use after ${timeoutMs} ms`);
    await sleep(100);
  }
}
