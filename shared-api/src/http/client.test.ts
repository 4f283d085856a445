/**
 * The client against a real HTTP server on an ephemeral port: what goes over the wire, and how answers are read.
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './client';
import { ApiError } from './ApiError';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
/** the cookies of a browser: csrftoken is set by the API's session source (GET /api/session/), not by public reads */
let csrfJar = '';
let origin: string;
const seen: Seen[] = [];

function reply(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, body ? { 'Content-Type': type } : {});
  res.end(body);
}

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = (req.url ?? '').split('?')[0];
  switch (path) {
    case '/api/echo/':
      return reply(res, 200, JSON.stringify({ method: req.method, url: req.url, body }));
    case '/api/field-errors/':
      return reply(res, 400, JSON.stringify({ phone: ['Некорректный номер телефона'], site_city: ['Город не найден', 'x'] }));
    case '/api/detail/':
      return reply(res, 403, JSON.stringify({ detail: 'CSRF Failed' }));
    case '/api/empty-error/':
      return reply(res, 502, '');
    case '/api/html-error/':
      return reply(res, 500, '<h1>Server Error</h1>', 'text/html');
    case '/api/session/':
      csrfJar = 'csrftoken=issued';
      return reply(res, 204, '');
    case '/api/no-content/':
      return reply(res, 204, '');
    case '/api/status/':
      return reply(res, Number(new URL(req.url ?? '', 'http://x').searchParams.get('code')), '{}');
    default:
      return reply(res, 404, JSON.stringify({ detail: 'Not found.' }));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

const client = (cookies = 'sessionid=s1; csrftoken=tok%3D123') => new ApiClient({ baseUrl: origin, cookies: () => cookies });
const last = (): Seen => {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
};

describe('query serialiser on the wire', () => {
  it('repeats array parameters, drops null and undefined, keeps order and encodes Cyrillic', async () => {
    await client().request('GET', '/api/echo/', {
      query: { city: 'moskva', rooms: [1, 2, null, 3], project: null, building: undefined, is_apartment: true, q: 'Тула центр' },
    });
    expect(last().url).toBe(
      '/api/echo/?city=moskva&rooms=1&rooms=2&rooms=3&is_apartment=true&q=%D0%A2%D1%83%D0%BB%D0%B0+%D1%86%D0%B5%D0%BD%D1%82%D1%80',
    );
    const params = new URL(last().url, origin).searchParams;
    expect(params.getAll('rooms')).toEqual(['1', '2', '3']);
    expect(params.get('q')).toBe('Тула центр');
  });

  it('sends no question mark when every value is dropped, and extends a path that already has a query', async () => {
    await client().request('GET', '/api/echo/', { query: { a: null, b: [] } });
    expect(last().url).toBe('/api/echo/');
    await client().request('GET', '/api/echo/?for_owners=false', { query: { limit: 9, type: ['news', 'telegram'] } });
    expect(last().url).toBe('/api/echo/?for_owners=false&limit=9&type=news&type=telegram');
  });
});

describe('CSRF header', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('echoes the csrftoken cookie as X-CSRFToken on %s', async (method) => {
    await client().request(method, '/api/echo/', { body: { property: 7 } });
    expect(last().method).toBe(method);
    expect(last().headers['x-csrftoken']).toBe('tok=123');
  });

  it('does not send it on GET, nor when there is no csrftoken cookie to be had', async () => {
    await client().request('GET', '/api/echo/');
    expect(last().headers['x-csrftoken']).toBeUndefined();
    await client('sessionid=s1').request('POST', '/api/echo/');
    expect(last().headers['x-csrftoken']).toBeUndefined();
  });

  it('fetches the cookie with one GET first when an unsafe request finds none (a server-rendered page)', async () => {
    csrfJar = '';
    const api = new ApiClient({ baseUrl: origin, cookies: () => csrfJar });
    await Promise.all([api.request('POST', '/api/echo/'), api.request('DELETE', '/api/echo/')]);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/session/', 'POST /api/echo/', 'DELETE /api/echo/']);
    expect(seen.slice(1).map((request) => request.headers['x-csrftoken'])).toEqual(['issued', 'issued']);
    await api.request('POST', '/api/echo/');
    expect(seen).toHaveLength(4);
  });

  it('reads the cookie at request time, so a token set later is used', async () => {
    let jar = '';
    const api = new ApiClient({ baseUrl: origin, cookies: () => jar });
    await api.request('POST', '/api/echo/');
    expect(last().headers['x-csrftoken']).toBeUndefined();
    jar = 'csrftoken=fresh';
    await api.request('POST', '/api/echo/');
    expect(last().headers['x-csrftoken']).toBe('fresh');
  });
});

describe('bodies and headers', () => {
  it('sends JSON with its content type and returns the parsed answer', async () => {
    const answer = await client().request<{ body: string }>('POST', '/api/echo/', { body: { property: 42 } });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ property: 42 });
  });

  it('sends FormData as multipart with the fields of the footer request', async () => {
    const form = new FormData();
    form.append('type', 'questions');
    form.append('phone', '79991234567');
    await client().request('POST', '/api/echo/', { body: form, query: { token: 'captcha-token' } });
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="type"\r\n\r\nquestions');
    expect(last().body).toContain('name="phone"\r\n\r\n79991234567');
    expect(last().url).toBe('/api/echo/?token=captcha-token');
  });

  it('sets forwarded host, port and protocol headers when configured on a server', async () => {
    const api = new ApiClient({ baseUrl: origin, cookies: () => '', forwarded: { host: 'tula.example.ru', port: '443', proto: 'https' } });
    await api.request('GET', '/api/echo/');
    expect(last().headers).toMatchObject({ 'x-forwarded-host': 'tula.example.ru', 'x-forwarded-port': '443', 'x-forwarded-proto': 'https' });
    await client().request('GET', '/api/echo/');
    expect(last().headers['x-forwarded-host']).toBeUndefined();
  });

  it('resolves null for an empty 204 answer', async () => {
    await expect(client().request('DELETE', '/api/no-content/')).resolves.toBeNull();
  });

  it('refuses a path that is not same-origin relative', async () => {
    await expect(client().request('GET', 'http://elsewhere.example/api/')).rejects.toThrow('same-origin relative');
    expect(seen).toHaveLength(0);
  });
});

describe('Idempotency-Key of a submission', () => {
  const lead = (phone: string) => {
    const form = new FormData();
    form.append('type', 'questions');
    form.append('phone', phone);
    return form;
  };
  const submit = (api: ApiClient, phone: string, code: number) =>
    api.request('POST', '/api/status/', { body: lead(phone), query: { code, token: `captcha-${Math.random()}` }, idempotent: true }).then(
      () => last().headers['idempotency-key'],
      () => last().headers['idempotency-key'],
    );

  it('keeps one key for every resend of a body until the API acknowledges it; then, or for another body, a new one', async () => {
    const api = client();
    const first = await submit(api, '79991234567', 502);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // the answer was lost (502, then a 504): the resends are the same submission, whatever their captcha token
    expect(await submit(api, '79991234567', 504)).toBe(first);
    expect(await submit(api, '79991234567', 201)).toBe(first);
    // acknowledged: the same form sent again is a new submission
    const second = await submit(api, '79991234567', 201);
    expect(second).not.toBe(first);
    // another body is another submission, even while one is not acknowledged
    const other = await submit(api, '79990000000', 502);
    expect([first, second]).not.toContain(other);
    // requests that are not submissions carry no key
    await api.request('POST', '/api/echo/', { body: lead('79991234567') });
    expect(last().headers['idempotency-key']).toBeUndefined();
  });
});

describe('error parsing', () => {
  async function failure(path: string): Promise<ApiError> {
    const error: unknown = await client().request('POST', path).catch((caught: unknown) => caught);
    if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
    return error;
  }

  it('reads a field-errors body: every message, and the first message of the last field for display', async () => {
    const error = await failure('/api/field-errors/');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ phone: ['Некорректный номер телефона'], site_city: ['Город не найден', 'x'] });
    expect(error.displayMessage).toBe('Город не найден');
    expect(error.hasBody).toBe(true);
  });

  it('reads a {detail} body', async () => {
    const error = await failure('/api/detail/');
    expect(error.status).toBe(403);
    expect(error.fieldErrors).toBeNull();
    expect(error.displayMessage).toBe('CSRF Failed');
    expect(error.message).toBe('HTTP 403: CSRF Failed');
  });

  it('tells a failure without a body', async () => {
    const error = await failure('/api/empty-error/');
    expect(error.status).toBe(502);
    expect(error.hasBody).toBe(false);
    expect(error.displayMessage).toBeNull();
  });

  it('keeps a non-JSON error body as text', async () => {
    const error = await failure('/api/html-error/');
    expect(error.body).toBe('<h1>Server Error</h1>');
    expect(error.fieldErrors).toBeNull();
    // a proxy's error page is no message for visitors: callers fall back to their own text
    expect(error.displayMessage).toBeNull();
  });

  it('rejects with an abort error when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().request('GET', '/api/echo/', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
