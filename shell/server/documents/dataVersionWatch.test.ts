/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchDataVersion } from './dataVersionWatch';

/** A stand-in API answering /api/data_versions/ with the versions the test sets (503 when `down`). */
function fakeApi() {
  const state = { versions: { catalogue: 3, content: 7 }, down: false };
  const server = http.createServer((_req, res) => {
    if (state.down) res.writeHead(503).end('{}');
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(state.versions));
  });
  return new Promise<{ url: string; state: typeof state; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

it('follows the API’s versions, learns newer ones from answers, and knows nothing while the API cannot tell', async () => {
  const api = await fakeApi();
  const watch = watchDataVersion(api.url, 20, () => undefined);
  try {
    await until(() => watch.current() !== null);
    expect(watch.current()).toBe('catalogue:3.content:7');
    watch.learn('catalogue:4.content:7'); // a booking's answer passing the proxy
    expect(watch.current()).toBe('catalogue:4.content:7');
    watch.learn('catalogue:2.content:1'); // an older answer changes nothing
    expect(watch.current()).toBe('catalogue:4.content:7');
    api.state.versions = { catalogue: 4, content: 8 };
    await until(() => watch.current() === 'catalogue:4.content:8');
    expect(watch.current()).toBe('catalogue:4.content:8');
    api.state.down = true;
    await until(() => watch.current() === null);
    expect(watch.current()).toBeNull();
  } finally {
    watch.stop();
    await api.close();
  }
});
