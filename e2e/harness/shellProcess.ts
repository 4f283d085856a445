// A shell server of a spec's own (the production build) on a free port, and a proxy that slows an API down: for
// specs that drive a shell against an API they control.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from './site';

export interface ShellProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `shell/dist-server/main.js` with `env` on a free port; resolves once it listens. */
export async function startShell(env: Record<string, string>): Promise<ShellProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
    // its metrics on a free port (the harness's shell holds the default); nothing balances in front: no drain
    env: { ...process.env, PORT: String(port), METRICS_PORT: '0', DRAIN_DELAY_MS: '0', ...env },
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
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('"msg":"shell on http://')) {
        log = '';
        resolve({ url: `http://127.0.0.1:${port}`, process: child, stop });
      }
      if (log.length > 100_000) log = log.slice(-10_000);
    });
    child.once('exit', (code) => reject(new Error(`the shell exited with ${code} before listening`)));
  });
}

export interface SlowProxy {
  url: string;
  /** how long each request waits before it goes to the API */
  delayMs: number;
  close(): Promise<void>;
}

/** A proxy in front of `target` holding every request `delayMs` before passing it on. */
export async function slowProxy(target: string): Promise<SlowProxy> {
  const upstream = new URL(target);
  const state = { delayMs: 0 };
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    }, state.delayMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
