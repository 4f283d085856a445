// Malformed paths and request lines get 400 or 404 from the shell and from every remote's
// static server, and each keeps serving.
import net from 'node:net';
import type { RemotesMap } from '@estate/shared-api';
import { expect, test } from '../harness/test';

/** Sends a raw request line to `origin` and resolves with the status code of the answer. */
function rawStatus(origin: string, requestLine: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 80), hostname === 'localhost' ? '127.0.0.1' : hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const hostileLines = ['GET /%zz HTTP/1.1', 'GET /% HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1', 'GET /assets/%zz HTTP/1.1', 'GET /mf-manifest.json% HTTP/1.1', 'GET http://x:99999/ HTTP/1.1', 'GET /projects/%00 HTTP/1.1', 'GET /%00 HTTP/1.1'];

test('the shell answers malformed paths and request lines with 400 or 404 and keeps serving', async ({ baseURL, request }) => {
  expect(baseURL?.startsWith('http://'), 'raw requests need plain http').toBe(true);
  for (const line of hostileLines) expect([400, 404], line).toContain(await rawStatus(baseURL!, line));
  expect((await request.get('/')).status()).toBe(200);
});

test("each remote's static server answers them with 400 or 404 and keeps serving", async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as RemotesMap;
  for (const manifest of Object.values(remotes)) {
    const { origin } = new URL(manifest);
    test.skip(!origin.startsWith('http://'), 'raw requests need plain http');
    for (const line of hostileLines) expect([400, 404], `${origin} ${line}`).toContain(await rawStatus(origin, line));
    expect((await request.get(manifest)).status()).toBe(200);
  }
});

test("a body too large for the API gets the API's 413 {detail} through the shell, never a 502", async ({ request, baseURL }) => {
  // a request the API would otherwise take: its session and CSRF token, from the site's origin
  await request.get('/api/session/');
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { 'x-csrftoken': token, origin: new URL(baseURL!).origin };
  for (const size of [300 * 1024, 2 * 1024 * 1024]) {
    const response = await request.post('/api/requests/', { headers: { ...headers, 'content-type': 'application/json' }, data: Buffer.alloc(size, 'a') });
    expect([size, response.status()]).toEqual([size, 413]);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  }
  const wrongType = await request.post('/api/requests/', { headers: { ...headers, 'content-type': 'application/x-unknown' }, data: Buffer.from('x') });
  expect(wrongType.status()).toBe(415);
  expect((await request.get('/')).status()).toBe(200);
});
