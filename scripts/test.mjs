#!/usr/bin/env node
// `npm test`: typecheck, lint and unit tests of every workspace (API tests on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), the production build, the production drill (deploy/'s layout: nginx, two APIs, two
// shells, PostgreSQL, on free ports), then the Playwright e2e suite in two runs: the specs that own the site
// (tests/local, the harness starts and breaks it), and the rest against a site started separately by `npm start`'s
// script through BASE_URL, exactly as QA runs it against a deployed site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { withSite } from './withSite.mjs';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '1' };
const turbo = path.join(repoRoot, 'node_modules/.bin/turbo');

/** Runs one step; on failure reports it and returns false (the caller decides, so running servers get stopped). */
function step(title, command, args, extraEnv = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✓ ${title} (${seconds} s)`);
  return true;
}

const passed =
  step("the root scripts' tests (npm start's process runner)", process.execPath, ['--test', 'scripts/*.test.mjs']) &&
  step('typecheck, lint and unit tests', turbo, [
    'run',
    'typecheck',
    'lint',
    'test',
    '--continue',
    '--concurrency=2',
  ]) &&
  step('production build', turbo, ['run', 'build', '--output-logs=errors-only']) &&
  step('the production drill (e2e/drills: deploy/ under restarts, kills, a stalled listener, a redeploy)', 'npm', ['run', 'drill', '-w', 'e2e']) &&
  step('end-to-end: the specs that own the site (e2e/tests/local)', 'npm', [
    'run',
    'e2e',
    '-w',
    'e2e',
    '--',
    'tests/local/',
  ]) &&
  (await withSite((baseUrl) =>
    step(
      `end-to-end: the suite against a separately started site (BASE_URL=${baseUrl})`,
      'npm',
      ['run', 'e2e', '-w', 'e2e'],
      {
        BASE_URL: baseUrl,
      },
    ),
  ).catch(() => false));

process.exit(passed ? 0 : 1);
