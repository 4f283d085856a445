// npm start's process runner: a process that names others in `after` starts only once they answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runProcesses } from './runProcesses.mjs';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process that records when it started and answers HTTP on `port` after `delayMs`. */
function server(name, port, delayMs, log, after) {
  const script = `require('fs').appendFileSync(${JSON.stringify(log)}, '${name} started ' + Date.now() + '\\n');
    setTimeout(() => require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () =>
      require('fs').appendFileSync(${JSON.stringify(log)}, '${name} ready ' + Date.now() + '\\n')), ${delayMs});`;
  return { name, command: process.execPath, args: ['-e', script], cwd: '.', ready: `http://127.0.0.1:${port}/`, after };
}

test('the shell-like process starts only after the API-like one answers; the rest start at once', async () => {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'run-')), 'log');
  const [apiPort, remotePort, shellPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const site = await runProcesses([server('api', apiPort, 1500, log), server('remote', remotePort, 0, log), server('shell', shellPort, 0, log, ['api'])]);
  await site.stop();
  const events = Object.fromEntries(fs.readFileSync(log, 'utf8').trim().split('\n').map((line) => {
    const [name, event, time] = line.split(' ');
    return [`${name} ${event}`, Number(time)];
  }));
  assert.ok(events['shell started'] >= events['api ready'], 'the shell started before the API answered');
  assert.ok(events['remote started'] < events['api ready'], 'a process without `after` waited');
});
