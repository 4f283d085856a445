// Test helper: the fake lists API (fakeListsBackend.ts) on a real node:http server, so stores are tested through
// the real ApiClient, fetch, CSRF header and status codes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LotCard } from '@estate/shared-api/dto/lots';
import { createFakeListsBackend, type FakeListsBackend } from './fakeListsBackend';

export interface FakeListsServer extends FakeListsBackend {
  url: string;
  close(): Promise<void>;
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startFakeListsServer(lots: LotCard[]): Promise<FakeListsServer> {
  const backend = createFakeListsBackend(lots);
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const csrf = request.headers['x-csrftoken'];
      const answer = await backend.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await readJson(request),
        csrf: typeof csrf === 'string' ? csrf : undefined,
      });
      if (answer.body === undefined) response.writeHead(answer.status).end();
      else response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(backend, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
