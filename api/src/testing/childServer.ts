import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { TestDatabase } from './testDatabase';

const API_DIR = path.resolve(__dirname, '..', '..');

/** The real server in a child process (TypeScript through tsx), as the drills kill, stop and restart it. */
export interface ServerProcess {
  process: ChildProcess;
  port: number;
  base: string;
  /** Its metrics listener (`METRICS_PORT=0` unless the test says otherwise), e.g. `http://127.0.0.1:40123/metrics`. */
  metricsUrl: string | null;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it logged so far. */
  output(): string;
  /** Resolves when `count` log entries (JSON lines, counted from now) satisfy `test`. */
  logged(test: (entry: LogEntry) => boolean, count?: number): Promise<void>;
}

export interface LogEntry {
  msg?: string;
  port?: number;
  [key: string]: unknown;
}

/** Starts `src/main.ts` with `env` (DATA_DIR or DATABASE_URL and friends) and resolves once it logs that it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LEADS_PER_IP_LIMIT: '100000',
      LEADS_PER_PHONE_LIMIT: '100000',
      // several at once on one machine: metrics on a free port each; no balancer in front to drain for
      METRICS_PORT: '0',
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const output = () => lines.join('\n');
  const watchers = new Set<(entry: LogEntry) => void>();
  const logged = (test: (entry: LogEntry) => boolean, count = 1) =>
    new Promise<void>((resolve) => {
      let seen = 0;
      const watcher = (entry: LogEntry) => {
        if (test(entry) && (seen += 1) >= count) {
          watchers.delete(watcher);
          resolve();
        }
      };
      watchers.add(watcher);
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 60_000);
    let metricsUrl: string | null = null;
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        return; // not a JSON log line
      }
      for (const watcher of [...watchers]) watcher(entry);
      if (entry.msg === 'metrics listening' && entry.port) metricsUrl = `http://127.0.0.1:${entry.port}/metrics`;
      if (entry.msg === 'api listening' && entry.port) {
        clearTimeout(timer);
        resolve({ process: child, port: entry.port, base: `http://127.0.0.1:${entry.port}`, metricsUrl, exited, output, logged });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output()}`));
    });
  });
}

/** The server on a test database (PGlite directory or PostgreSQL database, its own image cache). */
export function startChildServer(database: TestDatabase, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'),
    ...env,
  });
}

/** A started server (the name the data-version tests use). */
export type ChildServer = ServerProcess;
