// The publish step: new files beside the old, the manifest last, earlier builds' files kept for the keep time.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEDGER, MANIFEST, publish } from './publish.mjs';

const HOUR = 3_600_000;
let dir;

/** A fake remote build: a manifest naming its entry, a chunk, a stylesheet and a server build. */
function build(name, files) {
  const dist = path.join(dir, name);
  for (const [file, content] of Object.entries({ ...files, [MANIFEST]: JSON.stringify({ build: name }) })) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  return dist;
}

const listing = (root) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-test-'));
});

test('adds a build beside the last one, writes the manifest last, and removes files only after the keep time', () => {
  const to = path.join(dir, 'published');
  const n = build('n', { 'remoteEntry.aaaaaaaa.js': 'n entry', 'page.11111111.js': 'n page', 'shared.33333333.js': 'same', 'server/remoteEntry.cccccccc.js': 'n server' });
  const next = build('next', { 'remoteEntry.bbbbbbbb.js': 'next entry', 'page.22222222.js': 'next page', 'shared.33333333.js': 'same', 'server/remoteEntry.dddddddd.js': 'next server' });
  const last = build('last', { 'remoteEntry.eeeeeeee.js': 'last entry', 'shared.33333333.js': 'same' });
  let clock = Date.parse('2025-01-01T00:00:00Z');
  const now = () => new Date(clock);

  publish({ from: n, to, keepMs: 24 * HOUR, now });
  clock += HOUR;
  const second = publish({ from: next, to, keepMs: 24 * HOUR, now });
  // the unchanged chunk is not written again; the manifest comes last
  assert.deepEqual(second.written, ['page.22222222.js', 'remoteEntry.bbbbbbbb.js', 'server/remoteEntry.dddddddd.js', MANIFEST]);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, MANIFEST), 'utf8')), { build: 'next' });
  // build N's files are all still there for the pages that loaded it
  for (const file of ['remoteEntry.aaaaaaaa.js', 'page.11111111.js', 'server/remoteEntry.cccccccc.js']) assert.ok(fs.existsSync(path.join(to, file)), file);
  assert.equal(second.kept, 3);

  // within the keep time of N's retirement nothing of N goes; past it, N's files go and next's (retired now) stay
  clock += 23 * HOUR;
  assert.deepEqual(publish({ from: next, to, keepMs: 24 * HOUR, now }).removed, []);
  clock += 2 * HOUR;
  const third = publish({ from: last, to, keepMs: 24 * HOUR, now });
  assert.deepEqual(third.removed.sort(), ['page.11111111.js', 'remoteEntry.aaaaaaaa.js', 'server/remoteEntry.cccccccc.js']);
  assert.deepEqual(listing(to), [LEDGER, 'mf-manifest.json', 'page.22222222.js', 'remoteEntry.bbbbbbbb.js', 'remoteEntry.eeeeeeee.js', 'server/remoteEntry.dddddddd.js', 'shared.33333333.js']);
});

test('refuses a folder without a manifest, leaving the target as it was', () => {
  const to = path.join(dir, 'published');
  const n = build('n', { 'remoteEntry.aaaaaaaa.js': 'n entry' });
  publish({ from: n, to });
  fs.mkdirSync(path.join(dir, 'empty'));
  assert.throws(() => publish({ from: path.join(dir, 'empty'), to }), /no mf-manifest.json/);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, MANIFEST), 'utf8')), { build: 'n' });
});
