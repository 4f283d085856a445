/** @jest-environment node */
// The shell server's HTTP conventions, driven through Fastify's inject against a small API of the test's own (a
// Fastify app with the API's body limit, so its 413 comes as the API's would): the site headers on every answer,
// forwarded headers only from TRUST_PROXY's proxies, only site hosts passed on, and the API's own 4xx passed through.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SITE_HEADERS } from '@estate/tooling/headers';
import { buildShellServer } from './buildShellServer';
import { readConfig } from './config';

const API_BODY_LIMIT = 256 * 1024;

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

async function fakeApi(seen: Seen[]) {
  const api = Fastify({ bodyLimit: API_BODY_LIMIT });
  api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  api.get('/api/cities/', async (_request, reply) =>
    reply.header('x-data-version', 'catalogue:3.content:2').send([
      { id: 1, slug: 'moskva', is_default: true, title: 'Москва', title_in: 'в Москве', abbreviation: 'МСК', coords: { lat: 0, lng: 0 }, property_count: 0 },
      { id: 2, slug: 'tula', is_default: false, title: 'Тула', title_in: 'в Туле', abbreviation: 'ТУЛ', coords: { lat: 0, lng: 0 }, property_count: 0 },
    ]),
  );
  api.get('/api/data_versions/', async () => ({ catalogue: 3, content: 2 }));
  api.route({
    method: ['GET', 'POST'],
    url: '/api/echo/',
    handler: async (request) => {
      seen.push({ headers: request.headers, bytes: (request.body as Buffer | undefined)?.length ?? 0 });
      return { ok: true };
    },
  });
  api.post('/api/json-only/', async (request, reply) => (request.headers['content-type']?.startsWith('application/json') ? { ok: true } : reply.code(415).send({ detail: 'Неподдерживаемый тип данных.' })));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  return { api, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the shell server', () => {
  const seen: Seen[] = [];
  let api: FastifyInstance;
  let dist: string;
  const shells: FastifyInstance[] = [];

  async function shell(env: Record<string, string> = {}) {
    const app = await buildShellServer(
      readConfig({ API_URL: apiUrl, LOG_LEVEL: 'silent', SHELL_DIST_DIR: dist, REMOTE_CHECK_INTERVAL_MS: '3600000', DOCUMENT_CACHE_VERSION_POLL_MS: '3600000', ...env }),
    );
    shells.push(app);
    return app;
  }
  let apiUrl: string;

  beforeAll(async () => {
    ({ api, url: apiUrl } = await fakeApi(seen));
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log(1);'.repeat(200));
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{}');
  });
  afterAll(async () => {
    for (const app of shells) await app.close();
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => (seen.length = 0));

  it('sends the site headers with every answer: assets, the remotes map, robots.txt, the API’s, its own errors', async () => {
    const app = await shell();
    const answers = await Promise.all(
      [
        { url: '/assets/main.0123abcd.js' },
        { url: '/assets/missing.js' },
        { url: '/assets/main.0123abcd.js.map' },
        { url: '/remotes.json' },
        { url: '/robots.txt' },
        { url: '/api/echo/' },
        { url: '/%zz' },
        { method: 'POST' as const, url: '/projects' },
      ].map((request) => app.inject(request)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 200, 200, 200, 400, 405]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(SITE_HEADERS)) expect([answer.statusCode, name, answer.headers[name.toLowerCase()]]).toEqual([answer.statusCode, name, value]);
    expect(answers[0]?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answers[6]?.headers['x-request-id']).toBeTruthy();
  });

  it('ignores forwarded headers from a peer TRUST_PROXY does not name: the API hears of the site host the socket asked for', async () => {
    const app = await shell({ SITE_DOMAIN: 'localhost:8080' });
    await app.inject({
      url: '/api/echo/',
      headers: { host: 'localhost:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-port': 'abc', 'x-request-id': 'req-from-proxy-1' },
    });
    expect(seen[0]?.headers).toMatchObject({ 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1', 'x-request-id': 'req-from-proxy-1' });
    expect(seen[0]?.headers['x-forwarded-port']).toBeUndefined();
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'tula.localhost:8080', 'x-forwarded-host': 'evil.example' } });
    expect(robots.body).toContain('Sitemap: http://tula.localhost:8080/sitemap.xml');
    expect(robots.headers.vary).toContain('Host');
  });

  it('takes them from a trusted proxy, and only a site host: anything else is the default city’s host', async () => {
    const app = await shell({ SITE_DOMAIN: 'example.ru', TRUST_PROXY: 'loopback' });
    const forwarded = (headers: Record<string, string>) => app.inject({ url: '/api/echo/', headers: { host: '127.0.0.1:8080', ...headers } });
    await forwarded({ 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(seen[0]?.headers).toMatchObject({ 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    for (const hostile of ['a b', '%', '[::1', 'example.ru:99999', 'a.b.example.ru', 'evil.example']) await forwarded({ 'x-forwarded-host': hostile, 'x-forwarded-proto': 'gopher' });
    expect(seen.slice(1).map((request) => [request.headers['x-forwarded-host'], request.headers['x-forwarded-proto']])).toEqual(Array(6).fill(['example.ru', 'http']));
    // one label under the site domain has a site host's shape: the API, which knows the cities, tells the city
    await forwarded({ 'x-forwarded-host': 'Kazan.example.ru' });
    expect(seen.at(-1)?.headers['x-forwarded-host']).toBe('kazan.example.ru');
    await forwarded({ 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-port': '8443', 'x-forwarded-proto': 'https' });
    expect(seen.at(-1)?.headers['x-forwarded-host']).toBe('example.ru'); // not one of the site's hosts: example.ru has no port 8443
  });

  it('passes a body on whole, and the API’s own 413 and 415; refuses a body past its own limit with the API’s 413', async () => {
    const app = await shell();
    const sent = await app.inject({ method: 'POST', url: '/api/echo/', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: Buffer.alloc(1000, 'a') });
    expect(sent.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ bytes: 1000, headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '1000' } });
    const large = await app.inject({ method: 'POST', url: '/api/echo/', headers: { 'content-type': 'application/json' }, payload: Buffer.alloc(300 * 1024, 'a') });
    expect([large.statusCode, large.headers['content-type']]).toEqual([413, 'application/json; charset=utf-8']);
    const huge = await app.inject({ method: 'POST', url: '/api/echo/', headers: { 'content-type': 'application/json' }, payload: Buffer.alloc(5 * 1024 * 1024, 'a') });
    expect([huge.statusCode, huge.json()]).toEqual([413, { detail: 'Слишком большой запрос.' }]);
    const wrongType = await app.inject({ method: 'POST', url: '/api/json-only/', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect([wrongType.statusCode, wrongType.json()]).toEqual([415, { detail: 'Неподдерживаемый тип данных.' }]);
  });

  it('answers 502 {detail} when the API cannot be reached', async () => {
    const app = await shell({ API_URL: 'http://127.0.0.1:9' });
    const answer = await app.inject({ url: '/api/echo/' });
    expect([answer.statusCode, answer.json()]).toEqual([502, { detail: 'Сервис временно недоступен. Попробуйте ещё раз.' }]);
  });
});
