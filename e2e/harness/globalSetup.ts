// Builds (through `npm start`'s own build step) and starts the whole site on a fresh embedded database,
// with the press remote as a separate process; returns the teardown that stops everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { startPress, stopPress } from './pressServer';
import { createStaffAccounts } from './staffAccounts';
import { adminToken, repoRoot, sitePidFile, smtpPort, workDir } from './site';

async function waitForSite(site: ReturnType<typeof spawn>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`npm start exited with ${site.exitCode}`);
    try {
      if ((await fetch('http://127.0.0.1:8080/api/health')).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the site did not come up');
}

const sitePorts = [8080, 4000, 3001, 3002, 3003, 3004, 3005];

/** The site's ports still held after a few seconds (a site stopped just before is given the time to let go). */
async function busyPorts(): Promise<number[]> {
  const held = await Promise.all(sitePorts.map((port) => waitUntilPortFree(port, { timeoutMs: 5_000 }).then(() => 0, () => port)));
  return held.filter(Boolean);
}

export default async function globalSetup() {
  await stopPress().catch(() => undefined); // a press server left by an interrupted run
  const busy = await busyPorts();
  if (busy.length)
    throw new Error(`ports ${busy.join(', ')} are in use: stop the running site before the e2e suite`);
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const logFile = fs.openSync(path.join(workDir, 'site.log'), 'w');
  // the back office's accounts, made on the command line before the API holds the database
  await createStaffAccounts(path.join(workDir, 'data'));
  // every integration configured, against local fakes: the suite sees their scripts load under the CSP
  const { spawnThirdPartyFakes } = await import('../fakes/thirdPartyFakes.mjs');
  const fakes = await spawnThirdPartyFakes();
  // the specs' workers inherit it too: a spec that starts a second shell points it at the same fakes
  Object.assign(process.env, fakes.env);
  const site = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--without=press'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...fakes.env,
      DATA_DIR: path.join(workDir, 'data'),
      API_DEV_ENDPOINTS: '1',
      // the price-alert spec imports price lists and reads the site's e-mails on its own SMTP server
      ADMIN_TOKEN: adminToken,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // the SSR drills redeploy the press remote and wait for the shell server to notice
      REMOTE_CHECK_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
  fs.writeFileSync(sitePidFile, String(site.pid));
  try {
    await waitForSite(site, 600_000);
    await startPress();
  } catch (error) {
    fakes.stop();
    process.kill(-(site.pid as number), 'SIGTERM');
    throw new Error(`${(error as Error).message}; see e2e/.tmp/site.log`);
  }

  return async () => {
    await stopPress().catch(() => undefined);
    fakes.stop();
    // done once `npm start`'s script has exited (it waits for its processes); its group killed if it takes too long
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => {
        try {
          process.kill(-(site.pid as number), 'SIGKILL');
        } catch {
          // gone
        }
      }, 10_000);
      site.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      process.kill(-(site.pid as number), 'SIGTERM');
    });
  };
}
