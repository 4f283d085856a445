#!/usr/bin/env node
// `npm test`: typecheck, lint and unit tests of every workspace (API tests on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the production build and the Playwright e2e suite against it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '1' };
const turbo = path.join(repoRoot, 'node_modules/.bin/turbo');

function step(title, command, args) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

step('typecheck, lint and unit tests', turbo, ['run', 'typecheck', 'lint', 'test', '--continue', '--concurrency=2']);
step('production build', turbo, ['run', 'build', '--output-logs=errors-only']);
step('end-to-end tests in Chromium', 'npm', ['run', 'e2e', '-w', 'e2e']);
