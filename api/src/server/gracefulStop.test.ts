import http from 'node:http';
import path from 'node:path';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startServerProcess } from '../testing/childServer';
import { sendLead, siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';

const IN_FLIGHT = 50;

type Outcome = { kind: 'lead' | 'read'; status: number; id: number | null; phone: string | null } | { kind: 'failed'; code: string };

describe.each(backends())('SIGTERM under load on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.drop());

  it('finishes every request in flight, refuses new connections, keeps every acknowledged lead and exits 0', async () => {
    const server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'),
    });
    const headers = await siteHeaders(server.base);

    // Half leads, half lot lists; fetch keeps its connections alive, like a load generator.
    const send = async (index: number): Promise<Outcome> => {
      try {
        if (index % 2 === 0) return { kind: 'lead', ...(await sendLead(server.base, headers, '7926')) };
        const response = await fetch(`${server.base}/api/flats/?city=moskva&rooms=${index % 5}&limit=5`);
        await response.json();
        return { kind: 'read', status: response.status, id: null, phone: null };
      } catch (error) {
        const cause = (error as Error).cause as { code?: string } | undefined;
        return { kind: 'failed', code: String(cause?.code ?? error) };
      }
    };
    // Every connection accepted first (a server busy with PGlite accepts slowly; a stop refuses what it never accepted).
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => send(index + 1)));

    const arrived = server.logged((entry) => entry.msg === 'incoming request', IN_FLIGHT);
    // Each client sends its next request as soon as the first is answered: served, or refused on a new connection.
    const clients = Array.from({ length: IN_FLIGHT }, async (_, index) => {
      const first = await send(index);
      return { first, next: await send(index + 1) };
    });
    await arrived;
    const stopping = server.logged((entry) => entry.msg === 'shutting down: finishing requests in flight');
    server.process.kill('SIGTERM');
    await stopping;
    const late = await new Promise<string>((resolve) => {
      http.get(`${server.base}/api/cities/`, { agent: false }, (response) => resolve(`answered ${response.statusCode}`)).on('error', (error: NodeJS.ErrnoException) => resolve(String(error.code)));
    });
    const results = await Promise.all(clients);
    const outcomes = results.map((result) => result.first);
    const exitCode = await server.exited;

    const count = (list: Outcome[]) => {
      const counts = new Map<string, number>();
      for (const outcome of list) {
        const key = outcome.kind === 'failed' ? outcome.code : String(outcome.status);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return Object.fromEntries([...counts].sort());
    };
    const acknowledged = [...outcomes, ...results.map((result) => result.next)].filter((outcome) => outcome.kind === 'lead' && outcome.id !== null) as { id: number; phone: string }[];
    const stored = await storedLeads(database, acknowledged.map((lead) => lead.id));
    console.info(
      `SIGTERM drill on ${backend}: ${IN_FLIGHT} requests in flight → ${JSON.stringify(count(outcomes))}; the requests sent right after them → ` +
        `${JSON.stringify(count(results.map((result) => result.next)))}; a new connection after SIGTERM → ${late}; ` +
        `exit code ${exitCode}; leads acknowledged ${acknowledged.length}, stored ${stored.size}`,
    );

    expect(count(outcomes)).toEqual({ 200: IN_FLIGHT / 2, 201: IN_FLIGHT / 2 });
    // the next ones are served (Connection: close) or find the server gone: never a 5xx of a closing server
    for (const { next } of results) if (next.kind !== 'failed') expect(next.status).toBeLessThan(300);
    expect(late).toBe('ECONNREFUSED');
    expect(exitCode).toBe(0);
    for (const lead of acknowledged) expect(stored.get(lead.id)).toBe(lead.phone);
  });
});
