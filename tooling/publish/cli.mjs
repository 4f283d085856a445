#!/usr/bin/env node
// `npm run publish -w mfe-press -- --to /srv/estate/remotes/press [--keep-hours 168] [--from dist]`: builds the
// remote (production, into a staging folder; its own dist/ is left alone) unless `--from` names a finished build,
// then publishes it beside the builds already in the folder (see publish.mjs). PUBLISH_DIR and PUBLISH_KEEP_HOURS
// stand in for the options.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_KEEP_HOURS, publish } from './publish.mjs';

const { values } = parseArgs({
  options: { to: { type: 'string' }, from: { type: 'string' }, 'keep-hours': { type: 'string' } },
});
const to = values.to ?? process.env.PUBLISH_DIR;
const keepHours = Number(values['keep-hours'] ?? process.env.PUBLISH_KEEP_HOURS ?? DEFAULT_KEEP_HOURS);
if (!to || !Number.isFinite(keepHours) || keepHours < 0) {
  console.error('usage: npm run publish -w <remote> -- --to <folder> [--keep-hours N] [--from <built dist>]');
  process.exit(2);
}

let from = values.from && path.resolve(values.from);
let staging = null;
if (!from) {
  staging = fs.mkdtempSync(path.join(os.tmpdir(), `publish-${path.basename(process.cwd())}-`));
  const webpack = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'webpack');
  const build = spawnSync(webpack, ['--mode', 'production', '--env', `outputPath=${staging}`], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  from = staging;
}
try {
  const result = publish({ from, to: path.resolve(to), keepMs: keepHours * 3_600_000 });
  console.log(
    `published ${from} to ${path.resolve(to)}: ${result.written.length} files written (${path.basename(result.written.at(-1))} last), ` +
      `${result.kept} files of earlier builds kept, ${result.removed.length} older than ${keepHours} h removed`,
  );
} finally {
  if (staging) fs.rmSync(staging, { recursive: true, force: true });
}
