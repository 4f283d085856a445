import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server of the test's own (initdb into a temp dir, its own port), to stop, restart and break at will. */
export interface ThrowawayPostgres {
  url: string;
  start(): void;
  stop(): void;
  /** Runs SQL as the superuser through psql. */
  sql(statement: string): string;
  destroy(): void;
}

export function postgresBinariesPresent(): boolean {
  return ['initdb', 'pg_ctl', 'postgres'].every((name) => fs.existsSync(path.join(BIN, name)));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** postgres refuses to run as root: as root (CI) the server runs as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): string {
  const [file, argv] = asServerUser(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  run(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const instance: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: () => void run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    sql: (statement) => run(path.join(BIN, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-At', '-c', statement]),
    destroy: () => {
      try {
        instance.stop();
      } catch {
        // not running
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  instance.start();
  return instance;
}
