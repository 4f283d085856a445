// On SIGTERM the shell server first drains — `/readyz` answers 503 while it still serves, every answer closing its
// connection — then stops accepting connections, finishes the requests in flight and exits 0.
// In tests/local/ because it starts a second shell server (the production build) in front of an API of the spec's
// own that holds every request until released, so the proxied requests stay in flight as long as the spec wants.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { countOutcomes, holdingServer, keptAliveVisitor, newConnectionsUntilRefused } from '@estate/tooling/drills';
import { expect, test } from '../../harness/test';
import { repoRoot } from '../../harness/site';
import { freePort } from '../../drills/layout/ports';

const IN_FLIGHT = 20;
const DRAIN_DELAY_MS = 1500;

test('SIGTERM: the shell server drains (not ready, still serving, closing connections), then refuses new connections, finishes the requests in flight and exits 0', async () => {
  const api = await holdingServer((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shell = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
    env: { ...process.env, PORT: String(port), API_URL: api.url, DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), KEEP_ALIVE_TIMEOUT_MS: '20000', METRICS_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shell.stderr.resume();
  const lines: string[] = [];
  const watchers = new Set<() => void>();
  readline.createInterface({ input: shell.stdout }).on('line', (line) => {
    lines.push(line);
    for (const watcher of [...watchers]) watcher();
  });
  /** Resolves once the shell has logged `message` (a log line's msg starting with it). */
  const logged = (message: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!lines.some((line) => line.includes(`"msg":"${message}`))) return;
        watchers.delete(check);
        resolve();
      };
      watchers.add(check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => shell.once('exit', (code) => resolve(code)));
  const visitors = Array.from({ length: IN_FLIGHT }, () => keptAliveVisitor(base));
  try {
    await Promise.race([logged('shell on http://'), exited.then((code) => Promise.reject(new Error(`the shell exited with ${code} before listening`)))]);
    // every visitor's connection opened and kept alive first, for as long as KEEP_ALIVE_TIMEOUT_MS says
    const opened = await Promise.all(visitors.map((visitor) => visitor.request('GET', '/remotes.json')));
    const live = await fetch(`${base}/livez`);
    const ready = await fetch(`${base}/readyz`);
    // each asks the API through the shell on it (held upstream), then sends its next request once answered
    const clients = visitors.map(async (visitor) => {
      const inFlight = await visitor.request('GET', '/api/flats/?city=moskva&limit=5');
      return { inFlight, next: await visitor.request('GET', '/remotes.json') };
    });
    await api.held(IN_FLIGHT);

    const stopping = logged('shutting down: draining');
    const drained = logged('drained: no new connections');
    shell.kill('SIGTERM');
    await stopping;
    const signalledAt = Date.now();
    // while draining: not ready for the balancer, yet a new connection is still served, and told to close
    const readiness = await fetch(`${base}/readyz`);
    const served = await fetch(`${base}/remotes.json`);
    await drained;
    const drainedAfterMs = Date.now() - signalledAt;
    // While those requests are in flight the listener closes: new connections are refused. (One made in the instant
    // before is answered, or reset by the kernel if the listener closed before accepting it.)
    const late = await newConnectionsUntilRefused(`${base}/remotes.json`);
    api.release();
    const results = await Promise.all(clients);
    const exitCode = await exited;
    const inFlight = results.map((result) => result.inFlight);
    const nexts = results.map((result) => result.next);
    console.info(
      `shell SIGTERM drill: a new request while draining → ${served.status} (Connection: ${served.headers.get('connection')}), the drain over after ${drainedAfterMs} ms; ` +
        `${IN_FLIGHT} requests in flight on kept-alive connections → ${JSON.stringify(countOutcomes(inFlight))}; ` +
        `the requests their visitors sent next → ${JSON.stringify(countOutcomes(nexts))}; new connections after the drain → ${late.join(', ')}; exit code ${exitCode}`,
    );

    expect(countOutcomes(opened)).toEqual({ 200: IN_FLIGHT });
    expect([live.status, ready.status, live.headers.get('keep-alive')]).toEqual([200, 200, 'timeout=20']);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(drainedAfterMs).toBeGreaterThanOrEqual(DRAIN_DELAY_MS - 300);
    // every request in flight is answered on the connection it came on, which the answer closes...
    expect(countOutcomes(inFlight)).toEqual({ 200: IN_FLIGHT });
    for (const outcome of inFlight) expect(outcome).toMatchObject({ reused: true, connection: 'close' });
    // ...so the next request goes to a new connection and is refused (a load balancer retries it elsewhere), never
    // sent on a socket the server then drops (reset)
    expect(countOutcomes(nexts)).toEqual({ ECONNREFUSED: IN_FLIGHT });
    expect(late.at(-1)).toBe('ECONNREFUSED');
    for (const attempt of late.slice(0, -1)) expect(['answered 200', 'ECONNRESET']).toContain(attempt);
    expect(exitCode).toBe(0);
  } finally {
    for (const visitor of visitors) visitor.close();
    api.release();
    if (shell.exitCode === null) shell.kill('SIGKILL');
    await api.close();
  }
});
