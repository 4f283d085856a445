import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx/3xx. */
  non2xx: number;
  /** connect, read, write and timeout errors. */
  socketErrors: number;
  output: string;
}

/** The paths rotated one per request (wrk's Lua), so every kind of process gets its share. */
const SCRIPT = `local paths = {}
for path in string.gmatch(os.getenv("DRILL_PATHS"), "[^,]+") do table.insert(paths, path) end
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`;

/** wrk against `url` (as the site `host`) until `stop()` (SIGINT: wrk prints its totals), rotating `paths` on `connections` connections. */
export function startLoad(options: { url: string; host: string; paths: string[]; connections: number; dir: string }): { stop(): Promise<LoadResult> } {
  if (!fs.existsSync(WRK)) throw new Error(`wrk is not installed at ${WRK} (apt-get install wrk)`);
  const script = path.join(options.dir, 'rotate.lua');
  fs.writeFileSync(script, SCRIPT);
  const child = spawn(WRK, ['-t1', `-c${options.connections}`, '-d3600s', '--timeout', '30s', '-H', 'Accept-Encoding: gzip', '-H', `Host: ${options.host}`, '-s', script, options.url], {
    env: { ...process.env, DRILL_PATHS: options.paths.join(',') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.kill('SIGINT');
      await exited;
      const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const requests = number(/(\d+) requests in/);
      if (!requests) throw new Error(`wrk measured nothing:\n${output}`);
      return {
        requests,
        non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
        socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
        output,
      };
    },
  };
}

/** Statuses nginx logged (its access log, the `estate` format) from `fromLine` on: how many of each. */
export function loggedStatuses(accessLog: string, fromLine = 0): { lines: number; statuses: Record<string, number> } {
  const lines = fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [];
  const statuses: Record<string, number> = {};
  for (const line of lines.slice(fromLine)) {
    const status = /" (\d{3}) /.exec(line)?.[1] ?? '???';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { lines: lines.length, statuses };
}
