/** @jest-environment node */
// The preview's gate in the shell, against a small API of the test's own: without a staff session the API is not
// even asked; with one, only that cookie is passed on; whatever the API refuses is the same private, unindexed 404.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildShellServer } from '../buildShellServer';
import { readConfig } from '../config';

const asked: { url: string; cookie: string | undefined }[] = [];

async function fakeApi() {
  const api = Fastify();
  api.get('/api/cities/', async () => [
    { id: 1, slug: 'moskva', is_default: true, title: 'Москва', title_in: 'в Москве', abbreviation: 'МСК', coords: { lat: 0, lng: 0 }, property_count: 0 },
  ]);
  api.get('/api/data_versions/', async () => ({ catalogue: 3, content: 2 }));
  api.get('/api/preview/:resource/:key/', async (request, reply) => {
    asked.push({ url: request.url, cookie: request.headers.cookie });
    return reply.code(404).header('cache-control', 'private, no-store').send({ detail: 'Не найдено.' });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  return { api, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the preview of a draft in the shell', () => {
  let api: FastifyInstance;
  let shell: FastifyInstance;

  beforeAll(async () => {
    const fake = await fakeApi();
    api = fake.api;
    shell = await buildShellServer(readConfig({ API_URL: fake.url, LOG_LEVEL: 'silent', REMOTE_CHECK_INTERVAL_MS: '3600000', DOCUMENT_CACHE_VERSION_POLL_MS: '3600000' }));
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
  });
  beforeEach(() => (asked.length = 0));

  const expectPrivateNotFound = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('Страница не найдена');
  };

  it('answers 404 without a staff session, and asks the API nothing', async () => {
    expectPrivateNotFound(await shell.inject({ url: '/admin/preview/publications/12', headers: { cookie: 'sessionid=visitor; csrftoken=x' } }));
    expect(asked).toEqual([]);
  });

  it('passes the staff session on, and only it, and answers the API’s refusal with the same 404', async () => {
    const response = await shell.inject({ url: '/admin/preview/publications/12', headers: { cookie: 'sessionid=visitor; staff_session=token-1; csrftoken=x' } });
    expectPrivateNotFound(response);
    expect(asked).toEqual([{ url: '/api/preview/publications/12/', cookie: 'staff_session=token-1' }]);
  });

  it('keeps the address inside the API’s preview endpoint', async () => {
    expectPrivateNotFound(await shell.inject({ url: '/admin/preview/..%2F..%2Fadmin%2Fstaff/1', headers: { cookie: 'staff_session=token-1' } }));
    expect(asked.map((request) => request.url)).toEqual(['/api/preview/..%2F..%2Fadmin%2Fstaff/1/']);
  });
});
