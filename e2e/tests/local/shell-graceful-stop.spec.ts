// Issue 14, item 11: on SIGTERM the shell server stops accepting connections, finishes the requests in flight, tells
// their kept-alive clients to come back on a new connection, and exits 0.
// In tests/local/ because it starts a second shell server (the production build) in front of an API of the spec's
// own that holds every request until released, so the proxied requests stay in flight as long as the spec wants.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { countOutcomes, holdingServer, keptAliveVisitor, newConnectionsUntilRefused } from '@estate/tooling/drills';
import { expect, test } from '../../harness/test';
import { repoRoot } from '../../harness/site';

const IN_FLIGHT = 20;
const port = 8094;
const base = `http://127.0.0.1:${port}`;

test('SIGTERM: the shell server finishes the requests in flight on their kept-alive connections, refuses new connections and exits 0', async () => {
  const api = await holdingServer((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}'));
  const shell = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
    env: { ...process.env, PORT: String(port), API_URL: api.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shell.stderr.resume();
  const exited = new Promise<number | null>((resolve) => shell.once('exit', (code) => resolve(code)));
  const visitors = Array.from({ length: IN_FLIGHT }, () => keptAliveVisitor(base));
  try {
    await new Promise<void>((resolve, reject) => {
      shell.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(`"msg":"shell on http://`) && resolve());
      void exited.then((code) => reject(new Error(`the shell exited with ${code} before listening`)));
    });
    // every visitor's connection opened and kept alive first
    const opened = await Promise.all(visitors.map((visitor) => visitor.request('GET', '/remotes.json')));
    // each asks the API through the shell on it (held upstream), then sends its next request once answered
    const clients = visitors.map(async (visitor) => {
      const inFlight = await visitor.request('GET', '/api/flats/?city=moskva&limit=5');
      return { inFlight, next: await visitor.request('GET', '/remotes.json') };
    });
    await api.held(IN_FLIGHT);

    shell.kill('SIGTERM');
    // While those requests are in flight the listener closes: new connections are refused. (One made in the instant
    // before is answered, or reset by the kernel if the listener closed before accepting it.)
    const late = await newConnectionsUntilRefused(`${base}/remotes.json`);
    api.release();
    const results = await Promise.all(clients);
    const exitCode = await exited;
    const inFlight = results.map((result) => result.inFlight);
    const nexts = results.map((result) => result.next);
    console.info(
      `shell SIGTERM drill: ${IN_FLIGHT} requests in flight on kept-alive connections → ${JSON.stringify(countOutcomes(inFlight))}; ` +
        `the requests their visitors sent next → ${JSON.stringify(countOutcomes(nexts))}; new connections after SIGTERM → ${late.join(', ')}; exit code ${exitCode}`,
    );

    expect(countOutcomes(opened)).toEqual({ 200: IN_FLIGHT });
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
