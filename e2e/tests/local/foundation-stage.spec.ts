// /ui is open on a test stage and redirects to / on a production host.
// In tests/local/ because it relies on the harness's test stage and starts a second shell server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { expect, test } from '../../harness/test';
import { repoRoot } from '../../harness/site';

test('/ui is open on a test stage', async ({ request }) => {
  const response = await request.get('/ui', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
});

test.describe('with a production host marker', () => {
  let shell: ChildProcess;
  let exited: Promise<unknown>;
  const port = 8090;

  test.beforeAll(async () => {
    await waitUntilPortFree(port);
    shell = spawn(process.execPath, [path.join(repoRoot, 'shell/dist-server/main.js')], {
      env: { ...process.env, PORT: String(port), PRODUCTION_HOST_MARKER: 'localhost', METRICS_PORT: '0', DRAIN_DELAY_MS: '0' },
      stdio: 'ignore',
    });
    exited = new Promise((resolve) => shell.once('exit', resolve));
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('the production-stage shell did not start');
  });

  test.afterAll(async () => {
    shell.kill('SIGTERM');
    await waitUntilPortFree(port, { exited });
  });

  for (const uiPath of ['/ui', '/ui/anything', '/ui/errors/503']) {
    test(`${uiPath} redirects to /`, async ({ request }) => {
      const response = await request.get(`http://localhost:${port}${uiPath}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe('/');
    });
  }
});
