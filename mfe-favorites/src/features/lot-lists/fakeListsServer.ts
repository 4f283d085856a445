// Test helper: a typed fake of the API's favourites/comparisons HTTP interface (api/src/features/lists), served by a
// real node:http server, so the stores are tested through the real ApiClient, fetch, CSRF header and status codes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ListChange, ListStatistics, VisitorListName } from '@estate/shared-api/dto/favorites';

export type FakeRoute = 'statistics' | 'add' | 'remove' | 'clear';

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  csrf: string | undefined;
}

export interface FakeListsServer {
  url: string;
  csrfToken: string;
  /** lot id → city slug of every lot that exists */
  lots: Map<number, string>;
  lists: Record<VisitorListName, number[]>;
  requests: FakeRequest[];
  /** routes answering 500 until removed */
  failing: Set<`${VisitorListName}:${FakeRoute}`>;
  /** awaited before a request is answered (to hold one answer back) */
  gate: (request: FakeRequest) => Promise<void>;
  close(): Promise<void>;
}

function statistics(server: FakeListsServer, list: VisitorListName, city: string | null): ListStatistics {
  const counts: Record<string, number> = {};
  for (const id of server.lists[list]) {
    const lotCity = server.lots.get(id) ?? '';
    counts[lotCity] = (counts[lotCity] ?? 0) + 1;
  }
  const ids = server.lists[list].filter((id) => city === null || server.lots.get(id) === city);
  return { city, property_ids: ids, count: ids.length, counts, total: server.lists[list].length };
}

function send(response: http.ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function propertyOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('property' in body)) return null;
  const value = Number(body.property);
  return Number.isInteger(value) ? value : null;
}

export async function startFakeListsServer(lots: Record<number, string>): Promise<FakeListsServer> {
  const server = http.createServer((request, response) => {
    void handle(request, response);
  });
  const fake: FakeListsServer = {
    url: '',
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    csrfToken: 'test-csrf-token',
    lots: new Map(Object.entries(lots).map(([id, city]) => [Number(id), city])),
    lists: { favorites: [], comparisons: [] },
    requests: [],
    failing: new Set(),
    gate: async () => undefined,
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readJson(request);
    const csrf = request.headers['x-csrftoken'];
    const method = request.method ?? 'GET';
    const logged: FakeRequest = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, csrf: typeof csrf === 'string' ? csrf : undefined };
    fake.requests.push(logged);
    await fake.gate(logged);
    const match = /^\/api\/(favorites|comparisons)\/(statistics|create|clear|\d+)\/$/.exec(url.pathname);
    if (!match) return send(response, 404, { detail: 'Страница не найдена.' });
    const list = match[1] as VisitorListName;
    const action = match[2] ?? '';
    const route: FakeRoute =
      action === 'statistics' ? 'statistics' : action === 'create' ? 'add' : action === 'clear' ? 'clear' : 'remove';
    if (method !== 'GET' && csrf !== fake.csrfToken) return send(response, 403, { detail: 'CSRF Failed' });
    if (fake.failing.has(`${list}:${route}`)) return send(response, 500, { detail: 'Внутренняя ошибка сервера.' });

    const city = url.searchParams.get('city');
    if (route === 'statistics' && method === 'GET') return send(response, 200, statistics(fake, list, city));
    if (route === 'add' && method === 'POST') {
      const lotId = propertyOf(body);
      const lotCity = lotId === null ? undefined : fake.lots.get(lotId);
      if (lotId === null || lotCity === undefined) return send(response, 400, { property: ['Объект не существует.'] });
      const created = !fake.lists[list].includes(lotId);
      if (created) fake.lists[list].push(lotId);
      const change: ListChange = { property: lotId, created, statistics: statistics(fake, list, lotCity) };
      return send(response, created ? 201 : 200, change);
    }
    if (route === 'remove' && method === 'DELETE') {
      const lotId = Number(action);
      if (!fake.lists[list].includes(lotId)) return send(response, 404, { detail: 'Страница не найдена.' });
      fake.lists[list] = fake.lists[list].filter((id) => id !== lotId);
      return send(response, 204);
    }
    if (route === 'clear' && method === 'POST') {
      fake.lists[list] = fake.lists[list].filter((id) => city !== null && fake.lots.get(id) !== city);
      return send(response, 204);
    }
    return send(response, 405, { detail: `Метод «${method}» не разрешен.` });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
