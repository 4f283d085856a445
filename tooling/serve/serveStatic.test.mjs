// The remote static server: CORS, gzip, caching rules, and no escape from its root.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './serveStatic.mjs';

let server;
let base;
let root;

before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-'));
  await fs.writeFile(path.join(root, 'remoteEntry.js'), 'var x = 1;'.repeat(100));
  await fs.writeFile(path.join(root, 'chunk.0123abcd.js'), 'var y = 2;');
  server = serveStatic({ root, port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

after(() => server.close());

test('serves files with CORS and gzip, and no-cache for entry files', async () => {
  const res = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.equal(res.headers.get('content-encoding'), 'gzip');
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  assert.equal(await res.text(), 'var x = 1;'.repeat(100));
});

test('hashed files are cached for a year', async () => {
  const res = await fetch(`${base}/chunk.0123abcd.js`);
  assert.match(res.headers.get('cache-control'), /immutable/);
});

test('unknown files and paths outside the root are 404', async () => {
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
  assert.equal((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status, 404);
});
