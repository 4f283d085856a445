// Issue 14, item 11: on SIGTERM the shell server stops accepting connections, finishes the requests in flight, tells
// their kept-alive clients to come back on a new connection, and exits 0.
// In tests/local/ because it starts a second shell server (the production build) in front of an API of the spec's
// own that holds every request until released, so the proxied requests stay in flight as long as the spec wants.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../../harness/test';
import { repoRoot } from '../../harness/site';

const IN_FLIGHT = 20;
const port = 8092;
const base = `http://127.0.0.1:${port}`;

type Outcome = { status: number; reused: boolean; connection: string | undefined } | { status: 'failed'; code: string };

/** An upstream API that holds every request until released, then answers 200 JSON. */
async function heldApi() {
  const held: http.ServerResponse[] = [];
  const arrivals: Array<() => void> = [];
  let released = false;
  const answer = (response: http.ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}');
  const server = http.createServer((request, response) => {
    request.resume();
    if (released) return answer(response);
    held.push(response);
    for (const arrived of arrivals) arrived();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => held.length >= count && resolve();
        arrivals.push(check);
        check();
      }),
    release() {
      released = true;
      for (const response of held.splice(0)) answer(response);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A visitor on one kept-alive connection of its own (one socket, reused while the server keeps it open). */
function keptAliveVisitor() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (target: string) =>
    new Promise<Outcome>((resolve) => {
      const request = http.get(`${base}${target}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket, connection: response.headers.connection }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 'failed', code: String(error.code) }));
    });
  return { get, close: () => agent.destroy() };
}

/** A request on a new connection: `answered <status>` or the connection's error code. */
const newConnection = () =>
  new Promise<string>((resolve) => {
    http
      .get(`${base}/remotes.json`, { agent: false }, (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
  });

const count = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.status === 'failed' ? outcome.code : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort());
};

test('SIGTERM: the shell server finishes the requests in flight on their kept-alive connections, refuses new connections and exits 0', async () => {
  const api = await heldApi();
  const shell = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
    env: { ...process.env, PORT: String(port), API_URL: api.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shell.stderr.resume();
  const exited = new Promise<number | null>((resolve) => shell.once('exit', (code) => resolve(code)));
  const visitors = Array.from({ length: IN_FLIGHT }, keptAliveVisitor);
  try {
    await new Promise<void>((resolve, reject) => {
      shell.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(`"msg":"shell on http://`) && resolve());
      void exited.then((code) => reject(new Error(`the shell exited with ${code} before listening`)));
    });
    // every visitor's connection opened and kept alive first
    const opened = await Promise.all(visitors.map((visitor) => visitor.get('/remotes.json')));
    // each asks the API through the shell on it (held upstream), then sends its next request once answered
    const clients = visitors.map(async (visitor) => {
      const inFlight = await visitor.get('/api/flats/?city=moskva&limit=5');
      return { inFlight, next: await visitor.get('/remotes.json') };
    });
    await api.held(IN_FLIGHT);

    shell.kill('SIGTERM');
    // While those requests are in flight the listener closes: new connections are refused. (One made in the instant
    // before is answered, or reset by the kernel if the listener closed before accepting it.)
    const late: string[] = [];
    const deadline = Date.now() + 10_000;
    while (late.at(-1) !== 'ECONNREFUSED' && Date.now() < deadline) late.push(await newConnection());
    api.release();
    const results = await Promise.all(clients);
    const exitCode = await exited;
    const inFlight = results.map((result) => result.inFlight);
    const nexts = results.map((result) => result.next);
    console.info(
      `shell SIGTERM drill: ${IN_FLIGHT} requests in flight on kept-alive connections → ${JSON.stringify(count(inFlight))}; ` +
        `the requests their visitors sent next → ${JSON.stringify(count(nexts))}; new connections after SIGTERM → ${late.join(', ')}; exit code ${exitCode}`,
    );

    expect(count(opened)).toEqual({ 200: IN_FLIGHT });
    // every request in flight is answered on the connection it came on, which the answer closes...
    expect(count(inFlight)).toEqual({ 200: IN_FLIGHT });
    for (const outcome of inFlight) expect(outcome).toMatchObject({ reused: true, connection: 'close' });
    // ...so the next request goes to a new connection and is refused (a load balancer retries it elsewhere), never
    // sent on a socket the server then drops (reset)
    expect(count(nexts)).toEqual({ ECONNREFUSED: IN_FLIGHT });
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
