import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startServerProcess } from '../testing/childServer';
import { siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';

const IN_FLIGHT = 30;

type Outcome = { status: number; reused: boolean; body: Record<string, unknown> } | { status: 'failed'; code: string };

/** A SmartCaptcha of the drill's own that holds every check until released: the leads stay in flight meanwhile. */
async function heldCaptcha() {
  const held: http.ServerResponse[] = [];
  const arrivals: Array<() => void> = [];
  let released = false;
  const pass = (response: http.ServerResponse) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (released) return pass(response);
      held.push(response);
      for (const arrived of arrivals) arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/validate`,
    /** Resolves once `count` checks are held. */
    held: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => held.length >= count && resolve();
        arrivals.push(check);
        check();
      }),
    release() {
      released = true;
      for (const response of held.splice(0)) pass(response);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A request on a new connection: `answered <status>` or the connection's error code. */
const newConnection = (url: string) =>
  new Promise<string>((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
  });

/** A visitor on one kept-alive connection of its own (one socket, reused while the server keeps it open). */
function keptAliveVisitor(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, target: string, headers: Record<string, string> = {}, body?: Buffer) =>
    new Promise<Outcome>((resolve) => {
      const request = http.request(`${base}${target}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, reused: request.reusedSocket, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> }),
        );
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 'failed', code: String(error.code) }));
      request.end(body);
    });
  return {
    read: () => send('GET', '/api/flats/?city=moskva&rooms=2&limit=5'),
    /** A footer lead as the browser sends it (multipart), with a captcha token. */
    async lead(headers: Record<string, string>, phone: string) {
      const form = new FormData();
      for (const [key, value] of Object.entries({ type: 'questions', url: `${base}/`, phone, site_city: 'moskva', token: 'captcha-token' })) form.append(key, value);
      const encoded = new Request(base, { method: 'POST', body: form });
      return send('POST', '/api/requests/', { ...headers, 'content-type': encoded.headers.get('content-type')! }, Buffer.from(await encoded.arrayBuffer()));
    },
    close: () => agent.destroy(),
  };
}

describe.each(backends())('SIGTERM under load on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.drop());

  it('finishes every request in flight on its kept-alive connection, refuses new connections, keeps every acknowledged lead and exits 0', async () => {
    const captcha = await heldCaptcha();
    const server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'),
      SMARTCAPTCHA_SERVER_KEY: 'drill-secret',
      SMARTCAPTCHA_VALIDATE_URL: captcha.url,
      SMARTCAPTCHA_TIMEOUT_MS: '120000',
    });
    const visitors = Array.from({ length: IN_FLIGHT }, () => keptAliveVisitor(server.base));
    try {
      const headers = await siteHeaders(server.base);
      // every visitor's connection opened and kept alive first
      const opened = await Promise.all(visitors.map((visitor) => visitor.read()));
      // each sends a lead on it (held at the captcha check), then its next request as soon as the lead is answered
      const clients = visitors.map(async (visitor, index) => {
        const phone = `7926${String(index).padStart(7, '0')}`;
        const lead = await visitor.lead(headers, phone);
        return { phone: `+${phone}`, lead, next: await visitor.read() };
      });
      await captcha.held(IN_FLIGHT);

      const stopping = server.logged((entry) => entry.msg === 'shutting down: finishing requests in flight');
      server.process.kill('SIGTERM');
      await stopping;
      // While the leads are still in flight, the listener closes: new connections are refused. (One made in the
      // instant before is answered, or reset by the kernel if the listener closed before accepting it.)
      const late: string[] = [];
      const deadline = Date.now() + 10_000;
      while (late.at(-1) !== 'ECONNREFUSED' && Date.now() < deadline) late.push(await newConnection(`${server.base}/api/cities/`));
      captcha.release();
      const results = await Promise.all(clients);
      const exitCode = await server.exited;

      const count = (list: Outcome[]) => {
        const counts = new Map<string, number>();
        for (const item of list) {
          const key = item.status === 'failed' ? item.code : String(item.status);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        return Object.fromEntries([...counts].sort());
      };
      const leads = results.map((result) => result.lead);
      const nexts = results.map((result) => result.next);
      const acknowledged = results.flatMap(({ lead, phone }) => (lead.status === 201 && typeof lead.body.id === 'number' ? [{ id: lead.body.id, phone }] : []));
      const stored = await storedLeads(database, acknowledged.map((lead) => lead.id));
      console.info(
        `SIGTERM drill on ${backend}: ${IN_FLIGHT} leads in flight on kept-alive connections → ${JSON.stringify(count(leads))}; ` +
          `the requests their visitors sent next → ${JSON.stringify(count(nexts))}; new connections after SIGTERM → ${late.join(', ')}; ` +
          `exit code ${exitCode}; leads acknowledged ${acknowledged.length}, stored ${stored.size}`,
      );

      expect(count(opened)).toEqual({ 200: IN_FLIGHT });
      expect(count(leads)).toEqual({ 201: IN_FLIGHT });
      for (const lead of leads) expect(lead).toMatchObject({ reused: true });
      // A stopping server's responses close their connection, so the next request goes to a new connection and is
      // refused (a load balancer retries it elsewhere): never sent on a socket the server then drops (reset), never
      // answered 503 in another shape than {detail}.
      expect(count(nexts)).toEqual({ ECONNREFUSED: IN_FLIGHT });
      expect(late.at(-1)).toBe('ECONNREFUSED');
      for (const attempt of late.slice(0, -1)) expect(['answered 200', 'ECONNRESET']).toContain(attempt);
      expect(exitCode).toBe(0);
      for (const lead of acknowledged) expect(stored.get(lead.id)).toBe(lead.phone);
    } finally {
      for (const visitor of visitors) visitor.close();
      captcha.release();
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
      await captcha.close();
    }
  });
});
