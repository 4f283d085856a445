// The remote static server: CORS, gzip, caching rules, source maps only on request, no escape from its root, and
// no request line that stops it.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './serveStatic.mjs';
import { SITE_HEADERS } from '../http/siteHeaders.mjs';

let root;
const servers = [];

async function start(options = {}) {
  const server = serveStatic({ root, port: 0, ...options });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

/** Sends a raw request line and returns the status line of the answer. */
function rawStatus(base, requestLine) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

let base;

before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-'));
  await fs.writeFile(path.join(root, 'remoteEntry.js'), 'var x = 1;'.repeat(300));
  await fs.writeFile(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: 'x', pad: 'y'.repeat(2000) }));
  await fs.writeFile(path.join(root, 'chunk.0123abcd.js'), 'var y = 2;');
  await fs.writeFile(path.join(root, 'chunk.0123abcd.js.map'), '{"version":3}');
  await fs.mkdir(path.join(root, 'server'));
  await fs.writeFile(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = 1;');
  base = await start();
});

after(() => servers.forEach((server) => server.close()));

test('serves files with CORS and gzip, and no-cache for the files that name the others', async () => {
  const entry = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(entry.status, 200);
  assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  assert.equal(entry.headers.get('content-encoding'), 'gzip');
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.match(entry.headers.get('content-type'), /^text\/javascript/);
  assert.equal(await entry.text(), 'var x = 1;'.repeat(300));
  const manifest = await fetch(`${base}/mf-manifest.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal((await manifest.json()).name, 'x');
});

test('hashed files are cached for a year, in any folder (server builds too)', async () => {
  const chunk = await fetch(`${base}/chunk.0123abcd.js`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const serverEntry = await fetch(`${base}/server/remoteEntry.js`);
  assert.equal(serverEntry.status, 200);
  assert.equal(serverEntry.headers.get('cache-control'), 'no-cache');
});

test('source maps are served only when configuration asks', async () => {
  assert.equal((await fetch(`${base}/chunk.0123abcd.js.map`)).status, 404);
  const withMaps = await start({ sourceMaps: true });
  assert.equal((await fetch(`${withMaps}/chunk.0123abcd.js.map`)).status, 200);
});

test('unknown files and paths outside the root are 404', async () => {
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
  assert.equal((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status, 404);
  assert.equal((await fetch(`${base}/server/`)).status, 404);
});

test('malformed request lines get 400 or 404 and the server keeps serving', async () => {
  const lines = [
    'GET /%zz HTTP/1.1',
    'GET /% HTTP/1.1',
    'GET /mf-manifest.json% HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /%00 HTTP/1.1',
    'GET /remoteEntry.js%00.map HTTP/1.1',
    'GET http://x:99999/ HTTP/1.1',
    'GET http://x/remoteEntry.js HTTP/1.1',
    'GET * HTTP/1.1',
    'GET //etc/passwd HTTP/1.1',
    'GET /\u0000 HTTP/1.1',
    'GARBAGE',
  ];
  for (const line of lines) {
    const status = await rawStatus(base, line);
    assert.match(status, /^HTTP\/1\.1 (400|404) /, `${line} → ${status}`);
  }
  assert.equal((await fetch(`${base}/remoteEntry.js`)).status, 200);
});

test('every answer carries the site headers: files, 404s and 400s alike', async () => {
  for (const url of [`${base}/remoteEntry.js`, `${base}/mf-manifest.json`, `${base}/missing.js`, `${base}/%zz`]) {
    const response = await fetch(url);
    for (const [name, value] of Object.entries(SITE_HEADERS)) assert.equal(response.headers.get(name), value, `${url} ${name}`);
  }
});
