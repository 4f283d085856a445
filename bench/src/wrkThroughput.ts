// Throughput with wrk (C, one thread) when it is installed: autocannon runs in Node on the same two cores as the
// servers, and on documents of 18 KB it saturates first (162 % CPU against the shell's 31 %), so it measured itself.
// wrk reads the same responses for a fraction of that. The same rotation of paths, through a Lua script.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Throughput } from './apiThroughput';

/** wrk's path on this machine, or null (`BENCH_LOAD_GENERATOR=autocannon` keeps autocannon). */
export function findWrk(): string | null {
  if (process.env.BENCH_LOAD_GENERATOR === 'autocannon') return null;
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const luaString = (value: string) => JSON.stringify(value); // a JSON string of ASCII is a valid Lua string

const CONNECTIONS = 50;
/**
 * How long each connection's first request is held, so that the server has accepted every connection before the
 * load starts. Node's libuv (1.45 and later) accepts one connection per turn of its event loop: 50 new connections
 * arriving together at a busy server wait up to a second to be accepted (a turn serves every connection already
 * open), and wrk counted that wait in their first requests, the p99 of a 10 s row with it. Held, the row measures
 * the requests of open connections, as a server behind a balancer's kept-alive connections sees them. wrk starts a
 * request's clock after its delay, and the held second is left out of the rate.
 */
const OPEN_MS = 1000;

/** A Lua script: each request takes the next path, with `headers`; the summary prints the figures as JSON. */
function script(paths: readonly string[], headers: Record<string, string>): string {
  return [
    `local paths = { ${paths.map(luaString).join(', ')} }`,
    'local next = 0',
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    'local held = 0',
    'delay = function()',
    '  held = held + 1',
    `  if held <= ${CONNECTIONS} then return ${OPEN_MS} end`,
    '  return 0',
    'end',
    'request = function()',
    '  next = next % #paths + 1',
    '  return wrk.format(nil, paths[next])',
    'end',
    'done = function(summary, latency)',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\\n\',',
    '    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,',
    '    e.connect + e.read + e.write + e.status + e.timeout))',
    'end',
  ].join('\n');
}

export async function measureWithWrk(
  wrk: string,
  base: string,
  paths: readonly string[],
  seconds: number,
  headers: Record<string, string>,
  until?: Promise<unknown>,
): Promise<Throughput> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'rotate.lua');
  fs.writeFileSync(file, script(paths, headers));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(wrk, ['-t1', `-c${CONNECTIONS}`, `-d${Math.ceil(seconds + OPEN_MS / 1000)}s`, '--timeout', '10s', '-s', file, base]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
      // wrk stops early on SIGINT and prints its summary as at the end
      const stop = () => child.kill('SIGINT');
      void until?.then(stop, stop);
    });
    const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary: ${output}`);
    const result = JSON.parse(line) as { requests: number; seconds: number; p50: number; p99: number; errors: number };
    return {
      requestsPerSecond: result.requests / Math.max(result.seconds - OPEN_MS / 1000, 0.001),
      p50: Math.round(result.p50),
      p99: Math.round(result.p99),
      errors: result.errors,
    };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
