import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../harness/site';
import { until } from './ports';

/** The environment a deploy/env file gives every process of its kind (comments and empty values left out). */
export function envFile(name: 'api.env' | 'shell.env'): Record<string, string> {
  const entries = fs
    .readFileSync(path.join(repoRoot, 'deploy', 'env', name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(entries);
}

export interface ProcessSpec {
  name: string;
  kind: 'api' | 'shell';
  port: number;
  env: Record<string, string>;
  logDir: string;
}

/** One process of the layout, run from the production build as its systemd unit runs it. */
export interface ServerProcess {
  spec: ProcessSpec;
  base: string;
  /** Its Prometheus listener (METRICS_PORT=0: the port it logged). */
  metricsUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** The port of the metrics listener a process logged after `offset` of its log file, once it has. */
function loggedMetricsPort(file: string, offset: number): number | null {
  const text = fs.readFileSync(file, 'utf8').slice(offset);
  const line = text.split('\n').find((entry) => entry.includes('"msg":"metrics listening"'));
  return line ? (JSON.parse(line) as { port: number }).port : null;
}

const commands = { api: ['api', 'dist/main.js'], shell: ['shell', 'dist-server/main.js'] } as const;


export async function startProcess(spec: ProcessSpec, timeoutMs = 120_000): Promise<ServerProcess> {
  const [dir, entry] = commands[spec.kind];
  const logFile = path.join(spec.logDir, `${spec.name}.log`);
  const logFrom = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').length : 0;
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, ...spec.env, HOST: '127.0.0.1', PORT: String(spec.port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${spec.port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  let metricsPort: number | null = null;
  await until(
    async () => {
      if (gone) throw new Error(`${spec.name} exited while starting: see ${spec.logDir}/${spec.name}.log`);
      metricsPort ??= loggedMetricsPort(logFile, logFrom);
      return metricsPort !== null && (await fetch(`${base}/readyz`)).ok;
    },
    timeoutMs,
    `${spec.name} to be ready`,
    250,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { spec, base, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child, exited };
}

/** SIGTERM (the drain and graceful stop) and the exit code. */
export async function stopProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

export async function killProcess(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
