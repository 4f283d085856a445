import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { followConnections, type FollowedConnections } from './idleConnections';

type Outcome = { status: number; reused: boolean } | { error: string };

const GRACE_MS = 1000;

describe('connections followed for a stop', () => {
  let server: http.Server;
  let connections: FollowedConnections;
  let agent: http.Agent;
  let port: number;
  let get: () => Promise<Outcome>;

  beforeEach(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    connections = followConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    get = () =>
      new Promise((resolve) => {
        const request = http.get(`http://127.0.0.1:${port}/`, { agent }, (response) => {
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
    if (server.listening) server.close();
  });

  it('keeps a kept-alive connection idle at the stop for the grace (a request already sent on it is served), then closes it', async () => {
    expect(await get()).toEqual({ status: 200, reused: false });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    connections.closeIdleAfter(GRACE_MS);
    let closed = false;
    server.close(() => (closed = true));

    // the client sends its next request on the connection it holds, as a load generator would at the moment of a stop
    expect(await get()).toEqual({ status: 200, reused: true });
    expect(closed).toBe(false);

    await jest.advanceTimersByTimeAsync(GRACE_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });

  it('counts the grace of each connection from the moment it became idle: one accepted late in a stop keeps its own', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    connections.closeIdleAfter(GRACE_MS);
    await jest.advanceTimersByTimeAsync(GRACE_MS * 0.9);
    // accepted just before the stop's first second is up; its request comes a little later
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await jest.advanceTimersByTimeAsync(GRACE_MS * 0.5);
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1.1 200 OK/);
  });
});
