import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeIdleConnectionsLater } from './idleConnections';

type Outcome = { status: number; reused: boolean } | { error: string };

const GRACE_MS = 1000;

describe('closeIdleConnectionsLater', () => {
  let server: http.Server;
  let agent: http.Agent;
  let get: () => Promise<Outcome>;

  beforeEach(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    get = () =>
      new Promise((resolve) => {
        const request = http.get(url, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: String(error.code ?? error.message) }));
      });
  });

  afterEach(() => {
    jest.useRealTimers();
    agent.destroy();
    server.closeAllConnections();
  });

  it('keeps a kept-alive connection idle at close for the grace (a request already sent on it is served), then closes it', async () => {
    expect(await get()).toEqual({ status: 200, reused: false });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    closeIdleConnectionsLater(server, GRACE_MS);
    let closed = false;
    server.close(() => (closed = true));

    // the client sends its next request on the connection it holds, as a load generator would at the moment of a stop
    expect(await get()).toEqual({ status: 200, reused: true });
    expect(closed).toBe(false);

    await jest.advanceTimersByTimeAsync(GRACE_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });
});
