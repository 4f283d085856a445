// Runs the press remote's static server as its own process, the way its team deploys it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pressPidFile, pressPort, repoRoot, workDir } from './site';

export const pressDist = path.join(repoRoot, 'mfe-press', 'dist');

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

/** Stopped means its port is free: a server draining its connections may refuse work while it still listens. */
async function stopped(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${pressPort}/mf-manifest.json`);
    return false;
  } catch {
    return true;
  }
}

export async function startPress(distDir = pressDist): Promise<void> {
  if (await answers()) throw new Error(`port ${pressPort} is already in use: stop whatever serves it first`);
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
  fs.writeFileSync(pressPidFile, String(child.pid));
  await waitUntil(answers, 15_000, 'the press remote to answer');
}

export async function stopPress(): Promise<void> {
  const pid = Number(fs.existsSync(pressPidFile) ? fs.readFileSync(pressPidFile, 'utf8') : 0);
  const signal = (name: NodeJS.Signals) => {
    try {
      if (pid) process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  try {
    await waitUntil(stopped, 5_000, 'the press remote to stop');
  } catch {
    signal('SIGKILL');
    await waitUntil(stopped, 5_000, 'the press remote to stop after SIGKILL');
  }
  fs.rmSync(pressPidFile, { force: true });
}
