// Runs `npm start`'s own script as a separate process group on a fresh embedded database, waits until every app
// answers, and stops it afterwards: `npm test` points the e2e suite at it through BASE_URL the way QA points it at
// a deployed site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnThirdPartyFakes } from '../e2e/fakes/thirdPartyFakes.mjs';
import { productionProcesses, repoRoot } from './apps.mjs';

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(site, timeoutMs) {
  const readyUrls = productionProcesses().map((spec) => spec.ready);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`npm start exited with ${site.exitCode}`);
    if ((await Promise.all(readyUrls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not come up');
}

/** Done once `npm start`'s script has exited (it waits for its processes); its group killed if it takes too long. */
function stop(site) {
  return new Promise((resolve) => {
    if (site.exitCode !== null || site.signalCode !== null) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-site.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    site.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-site.pid, 'SIGTERM');
  });
}

/**
 * Calls `use(baseUrl)` while the whole site runs, every integration configured against the local fakes;
 * returns what it returns.
 */
export async function withSite(use) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-site-'));
  const logPath = path.join(dir, 'site.log');
  const log = fs.openSync(logPath, 'w');
  const fakes = await spawnThirdPartyFakes();
  const site = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...fakes.env, DATA_DIR: path.join(dir, 'data') },
    stdio: ['ignore', log, log],
    detached: true,
  });
  try {
    await waitUntilUp(site, 600_000);
    return await use('http://localhost:8080');
  } catch (error) {
    console.error(`${error.message}; the site's log: ${logPath}`);
    throw error;
  } finally {
    await stop(site);
    fakes.stop();
  }
}
