// The wait a restart on a fixed port makes: it ends when the port can be bound again, after the old process's exit
// when that is given, and fails by name when the port is never let go.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { once } from 'node:events';
import { waitUntilPortFree } from './portFree.mjs';

async function holdPort(port = 0) {
  const server = net.createServer();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: server.address().port };
}

const release = (server) => new Promise((resolve) => server.close(resolve));

test('resolves once the server holding the port lets go of it, not before', async () => {
  const { server, port } = await holdPort();
  let resolved = false;
  const wait = waitUntilPortFree(port).then(() => (resolved = true));
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.equal(resolved, false, 'the wait ended while the port was still held');
  await release(server);
  await wait;
  await release((await holdPort(port)).server);
});

/** The first line of digits a child prints (its port; written as text: under FORCE_COLOR, console.log colours numbers). */
async function printedPort(stdout) {
  let text = '';
  for await (const chunk of stdout) {
    text += String(chunk);
    const found = /^(\d+)$/m.exec(text);
    if (found) return Number(found[1]);
  }
  throw new Error(`no port printed: ${text}`);
}

test('with the old process given, waits for its exit too, not only for its listener to close', { timeout: 10_000 }, async () => {
  // it closes its listener at once on SIGTERM and exits a little later
  const child = spawn(process.execPath, ['-e', `const server = require('net').createServer().listen(0, '127.0.0.1', () => {
    process.stdout.write(server.address().port + '\\n');
    process.on('SIGTERM', () => { server.close(); setTimeout(() => process.exit(0), 300); });
  })`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const port = await printedPort(child.stdout);
  child.kill('SIGTERM');
  await waitUntilPortFree(port, { exited });
  assert.notEqual(child.exitCode ?? child.signalCode, null, 'the wait ended before the old process exited');
});

test('fails after its bound, naming the port, when the port is never let go', async () => {
  const { server, port } = await holdPort();
  try {
    const started = Date.now();
    await assert.rejects(waitUntilPortFree(port, { timeoutMs: 500 }), { message: `port 127.0.0.1:${port} is still in use after 500 ms` });
    assert.ok(Date.now() - started >= 500, 'it gave up before its bound');
  } finally {
    await release(server);
  }
});

test('fails after its bound when the old process never exits', async () => {
  const { server, port } = await holdPort();
  try {
    await assert.rejects(waitUntilPortFree(port, { timeoutMs: 300, exited: new Promise(() => {}) }), {
      message: `the server on 127.0.0.1:${port} did not exit within 300 ms`,
    });
  } finally {
    await release(server);
  }
});
