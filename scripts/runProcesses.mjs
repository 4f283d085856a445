// Starts named child processes with prefixed logs, each once those it waits for answer and its port is free,
// waits until each answers, and stops them all together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { repoRoot } from './apps.mjs';

const colors = [36, 35, 33, 32, 34, 31, 90];

async function waitForUrl(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {Array<{name: string, command: string, args: string[], cwd: string, env?: Record<string,string>, ready: string, after?: string[]}>} specs
 *   `after`: names of processes whose `ready` URL must answer before this one starts (the shell waits for the API).
 * @param {{env?: Record<string,string>, readyTimeoutMs?: number}} [options]
 */
export async function runProcesses(specs, { env = {}, readyTimeoutMs = 120_000 } = {}) {
  const children = [];
  let stopping = false;

  const start = (spec, index) => {
    const child = spawn(spec.command, spec.args, {
      cwd: path.join(repoRoot, spec.cwd),
      env: { ...process.env, ...env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `\x1b[${colors[index % colors.length]}m${spec.name.padEnd(12)}\x1b[0m│ `;
    const print = (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) process.stdout.write(prefix + line + '\n');
    };
    child.stdout.on('data', print);
    child.stderr.on('data', print);
    child.on('exit', (code, signal) => {
      if (!stopping) process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    });
    children.push({ spec, child });
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 8000).unref();
          }),
      ),
    );
  };

  const ready = new Map();
  const launch = (spec, index) => {
    if (ready.has(spec.name)) return ready.get(spec.name);
    const promise = (async () => {
      for (const name of spec.after ?? []) {
        const dependency = specs.findIndex((candidate) => candidate.name === name);
        if (dependency !== -1) await launch(specs[dependency], dependency);
      }
      if (stopping) return;
      try {
        // a site stopped just before (the e2e harness's, then `npm test`'s own) may still be letting go of it
        const { hostname, port } = new URL(spec.ready);
        await waitUntilPortFree(Number(port), { host: hostname });
        const child = start(spec, index);
        await waitForUrl(spec.ready, readyTimeoutMs, () => child.exitCode === null && child.signalCode === null);
      } catch (error) {
        throw new Error(`${spec.name}: ${error.message}`);
      }
    })();
    ready.set(spec.name, promise);
    return promise;
  };

  try {
    await Promise.all(specs.map((spec, index) => launch(spec, index)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, stop };
}
