import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { TestDatabase } from './testDatabase';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface ChildServer {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** Starts the real server (TypeScript through tsx) on `database` and resolves once it logs that it listens. */
export function startChildServer(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 45_000);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'api listening' && entry.port) {
          clearTimeout(timer);
          resolve({ process: child, port: entry.port, exited });
        }
      } catch {
        // not a JSON log line
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });
}
