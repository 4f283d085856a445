// A real HTTP server on an ephemeral port standing in for the API (and for Calltouch): it records every request
// with its parsed body and answers with whatever the test sets. Used from jsdom tests through Node's fetch.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** multipart or form-encoded fields; JSON objects flattened to strings */
  fields: Record<string, string>;
  raw: string;
}

export interface Answer {
  status: number;
  /** an object is sent as JSON; a string as it is; undefined means no body */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: Recorded) => Answer | Promise<Answer>;

export interface FakeApi {
  origin: string;
  requests: Recorded[];
  /** the requests to a path (without query) */
  to: (path: string) => Recorded[];
  handle: (handler: Handler) => void;
  close: () => Promise<void>;
}

async function parseFields(contentType: string, raw: Buffer): Promise<Record<string, string>> {
  if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : '[file]';
    });
    return fields;
  }
  if (contentType.includes('json') && raw.length > 0) {
    const parsed = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  }
  return {};
}

export async function startFakeApi(): Promise<FakeApi> {
  let handler: Handler = () => ({ status: 404, body: { detail: 'Not found.' } });
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', 'http://fake');
        const recorded: Recorded = {
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          fields: await parseFields(String(req.headers['content-type'] ?? ''), raw),
          raw: raw.toString('utf8'),
        };
        requests.push(recorded);
        const cors = { 'Access-Control-Allow-Origin': '*' };
        if (req.method === 'OPTIONS') {
          res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' });
          res.end();
          return;
        }
        const answer = await handler(recorded);
        const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        const type = answer.body !== undefined && typeof answer.body !== 'string' ? { 'Content-Type': 'application/json' } : {};
        res.writeHead(answer.status, { ...cors, ...type, ...answer.headers });
        res.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    to: (path) => requests.filter((request) => request.path === path),
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
