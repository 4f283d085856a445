#!/usr/bin/env node
// `npm start`: builds what is missing (turbo's cache skips what is up to date) and runs the whole site on the
// embedded database. `npm run dev`: the same with watch and hot reload. Ctrl-C stops everything.
// Options: --dev, --without=press,forms (leave some apps out, e.g. when a test runs them itself).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { developmentProcesses, productionProcesses, repoRoot } from './apps.mjs';
import { runProcesses } from './runProcesses.mjs';

const dev = process.argv.includes('--dev');
const without = new Set(
  (process.argv.find((arg) => arg.startsWith('--without='))?.split('=')[1] ?? '').split(',').filter(Boolean),
);

if (!fs.existsSync(path.join(repoRoot, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

if (!dev) {
  const turbo = path.join(repoRoot, 'node_modules/.bin/turbo');
  const build = spawnSync(turbo, ['run', 'build', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const specs = (dev ? developmentProcesses() : productionProcesses()).filter(
  (spec) => !without.has(spec.name),
);
const site = await runProcesses(specs).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log('The site is up: http://localhost:8080/ (Moscow) and http://tula.localhost:8080/ (Tula). Ctrl-C stops it.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await site.stop();
    process.exit(0);
  });
}
