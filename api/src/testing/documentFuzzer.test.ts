// The fuzzer's checks against a small server that breaks its own document in each way they look for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fuzzDocument, type OpenApiDocument, type Operation, type Response, type Schema } from './documentFuzzer';

const json = (schema: Schema): Response => ({ content: { 'application/json': { schema } } });
const Item: Schema = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const operation = (operationId: string, responses: Operation['responses'], extra: Partial<Operation> = {}): Record<string, Operation> => ({
  get: { operationId, responses, ...extra },
});

const document: OpenApiDocument = {
  paths: {
    '/ok/{id}/': operation('ok', { 200: json({ $ref: '#/components/schemas/Item' }), 404: { $ref: '#/components/responses/Error404' } }, {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 5 } }],
    }),
    '/boom/': operation('boom', { 200: json(Item), 500: json({ type: 'object' }) }),
    '/teapot/': operation('teapot', { 200: json(Item) }),
    '/html/': operation('html', { 200: json(Item) }),
    '/wrong/': operation('wrong', { 200: json({ $ref: '#/components/schemas/Item' }) }),
    '/guarded/': {
      post: {
        operationId: 'guarded',
        requestBody: { required: true, content: { 'application/json': { schema: Item } } },
        responses: { 204: { description: 'done' }, 400: json({ type: 'object' }) },
      },
    },
  },
  components: { schemas: { Item }, responses: { Error404: json({ type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } }) } },
};

function answer(request: http.IncomingMessage, response: http.ServerResponse, body: string): void {
  const url = new URL(request.url ?? '/', 'http://x');
  const send = (status: number, type: string, text: string): void => void response.writeHead(status, { 'content-type': type }).end(text);
  if (url.pathname === '/api/session/') return void response.writeHead(204, { 'set-cookie': 'csrftoken=abc; Path=/' }).end();
  const ok = /^\/ok\/([^/]*)\/$/.exec(url.pathname);
  if (ok) return /^[1-5]$/.test(ok[1]!) ? send(200, 'application/json', `{"id":${ok[1]}}`) : send(404, 'application/json', '{"detail":"нет"}');
  if (url.pathname === '/boom/') return send(500, 'application/json', '{}');
  if (url.pathname === '/teapot/') return send(418, 'application/json', '{}');
  if (url.pathname === '/html/') return send(200, 'text/html', '<p>');
  if (url.pathname === '/wrong/') return send(200, 'application/json', '{"id":"seven"}');
  if (url.pathname === '/guarded/') {
    const csrf = request.headers['x-csrftoken'] === 'abc' && /csrftoken=abc/.test(request.headers.cookie ?? '') && request.headers.origin === 'http://site.test';
    if (!csrf) return send(403, 'application/json', '{"detail":"CSRF"}');
    return typeof (JSON.parse(body) as { id?: unknown }).id === 'number' ? void response.writeHead(204).end() : send(400, 'application/json', '{}');
  }
  send(404, 'text/plain', 'no');
}

describe('the document-driven fuzzer', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => answer(request, response, Buffer.concat(chunks).toString()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reports each kind of nonconformance where the server breaks its document, and none where it keeps to it', async () => {
    const report = await fuzzDocument(document, { base, siteOrigin: 'http://site.test', examples: 4, seed: 7 });
    expect(report.operations).toBe(6);
    expect(report.requests).toBe(6 * 6);
    const found = new Set(report.failures.map((failure) => `${failure.check} ${failure.operation}`));
    expect([...found].sort()).toEqual([
      'content_type_conformance GET /html/',
      'not_a_server_error GET /boom/',
      'response_schema_conformance GET /wrong/',
      'status_code_conformance GET /teapot/',
    ]);
    // the unsafe operation got past the CSRF check (no 403, which it does not document), and valid bodies were accepted
    expect(report.statuses['POST 204']).toBeGreaterThan(0);
    // broken examples reach the server too: an id out of its range is a 404 the document allows
    expect(report.statuses['GET 404']).toBeGreaterThan(0);
  });
});
