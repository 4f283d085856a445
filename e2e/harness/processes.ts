// Servers a multi-process spec starts for itself: API processes on a PostgreSQL database of its own, a round-robin
// balancer in front of several of them, and a TCP proxy that delays what PostgreSQL sends to one API's listening
// connection (the one that hears of data changes), so that process learns of a change later than the others.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from './site';

export interface ApiProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A database of its own on the PostgreSQL server of `adminUrl` (created now; `drop()` removes it). */
export function scratchDatabase(adminUrl: string, name: string): { url: string; drop(): void } {
  const psql = (sql: string) => execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`drop database if exists ${name} with (force)`) };
}

/** Runs one SQL statement through psql and returns its output, unaligned. */
export function sql(databaseUrl: string, statement: string): string {
  return execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', statement], { encoding: 'utf8' }).trim();
}

/** Starts the API's production build on a free port with `env`; resolves once it listens. */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
    // its metrics on a free port (the harness's API holds the default); nothing balances in front: no drain
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', METRICS_PORT: '0', DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = /"msg":"api listening"/.test(line) ? (JSON.parse(line) as { port?: number }) : null;
      if (entry?.port) resolve({ url: `http://127.0.0.1:${entry.port}`, process: child, stop });
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
  });
}

/** An HTTP balancer passing each request to the next of `targets` in turn. */
export async function roundRobin(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[turn++ % targets.length] as string);
    const forwarded = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP proxy to PostgreSQL holding back by `delayMs` everything the server sends on the connections that listen for
 * notifications (their start-up names `listen:` as the application, or they send LISTEN); other connections pass at once.
 */
export async function delayedListener(databaseUrl: string, delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let listening = false;
    client.on('data', (chunk) => {
      if (/listen/i.test(chunk.toString('latin1'))) listening = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (listening) setTimeout(() => client.writable && client.write(chunk), delayMs);
      else client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
