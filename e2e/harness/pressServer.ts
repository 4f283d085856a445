// Runs the press remote's static server as its own process, the way its team deploys it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { pressPidFile, pressPort, repoRoot, workDir } from './site';

export const pressDist = path.join(repoRoot, 'mfe-press', 'dist');

/** The press server this process started, whose exit it can await (one started by another process has only its pid). */
let started: { child: ChildProcess; exited: Promise<unknown> } | undefined;

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${pressPort}/mf-manifest.json`)).ok;
  } catch {
    return false;
  }
}

export async function startPress(distDir = pressDist): Promise<void> {
  if (await answers()) throw new Error(`port ${pressPort} is already in use: stop whatever serves it first`);
  await waitUntilPortFree(pressPort);
  fs.mkdirSync(workDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'tooling/serve/cli.mjs'), distDir, String(pressPort)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.unref();
  started = { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  fs.writeFileSync(pressPidFile, String(child.pid));
  await waitUntil(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the press remote exited (${child.signalCode ?? child.exitCode}) while starting`);
      return answers();
    },
    15_000,
    'the press remote to answer',
  );
}

/** Stopped means exited (when this process started it) and its port free to bind: a refused request proves neither. */
export async function stopPress(): Promise<void> {
  const pid = Number(fs.existsSync(pressPidFile) ? fs.readFileSync(pressPidFile, 'utf8') : 0);
  const exited = started && started.child.pid === pid ? started.exited : undefined;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (pid) process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  try {
    await waitUntilPortFree(pressPort, { exited, timeoutMs: 5_000 });
  } catch {
    signal('SIGKILL');
    await waitUntilPortFree(pressPort, { exited, timeoutMs: 5_000 });
  }
  fs.rmSync(pressPidFile, { force: true });
}
