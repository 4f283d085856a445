import pg from 'pg';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ServerProcess } from '../testing/childServer';
import { siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';

// `npm test` runs the drill for a few seconds; the bench runs it at full size (DRILL_FULL=1).
const full = process.env.DRILL_FULL === '1';
const CONNECTIONS = 50;
const SECONDS = full ? 30 : 4;
const TERMINATE_EVERY_MS = full ? 1000 : 300;

const postgres = backends().includes('postgres') ? describe : describe.skip;

interface Outcome {
  kind: 'lead' | 'read';
  status: number | string;
  detail?: unknown;
  retryAfter?: string | null;
}

postgres('backends terminated again and again under load on PostgreSQL', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    server = await startChildServer(database);
    admin = new pg.Client({ connectionString: database.databaseUrl! });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await database?.drop();
  });

  it(`the API lives through ${SECONDS} s of terminations under ${CONNECTIONS} connections of leads and reads, and keeps every lead it acknowledged`, async () => {
    const headers = await siteHeaders(server.base);
    const acknowledged = new Map<number, string>();
    const outcomes: Outcome[] = [];
    let sequence = 0;
    const until = Date.now() + SECONDS * 1000;

    const lead = async (): Promise<Outcome> => {
      sequence += 1;
      const phone = `7957${String(sequence).padStart(7, '0')}`;
      const form = new FormData();
      for (const [key, value] of Object.entries({ type: 'questions', url: `${server.base}/`, phone, site_city: 'moskva' })) form.append(key, value);
      const response = await fetch(`${server.base}/api/requests/`, { method: 'POST', body: form, headers });
      const body = (await response.json()) as { id?: number; detail?: unknown };
      if (response.ok && body.id !== undefined) acknowledged.set(body.id, `+${phone}`);
      return { kind: 'lead', status: response.status, detail: body.detail, retryAfter: response.headers.get('retry-after') };
    };
    const reads = ['/api/projects/?city=moskva', '/api/favorites/', '/api/flats/?city=moskva&rooms=2&limit=5'];
    const read = async (n: number): Promise<Outcome> => {
      // a cached public read, the visitor's own list, and a facet request no cache holds
      const path = n % 4 === 3 ? `/api/flats/facets/?city=moskva&price_max=${40_000_000 + sequence}` : reads[n % 4]!;
      const response = await fetch(`${server.base}${path}`, { headers });
      const body = (await response.json()) as { detail?: unknown };
      return { kind: 'read', status: response.status, detail: body.detail, retryAfter: response.headers.get('retry-after') };
    };
    const connection = async (index: number) => {
      for (let n = index; Date.now() < until; n += 1) {
        const kind = n % 2 === 0 ? 'lead' : 'read';
        outcomes.push(
          await (kind === 'lead' ? lead() : read(n)).catch((error: { cause?: { code?: string } }) => ({ kind, status: error.cause?.code ?? String(error) })),
        );
      }
    };
    const terminator = async () => {
      let terminated = 0;
      let rounds = 0;
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, TERMINATE_EVERY_MS));
        const { rows } = await admin.query<{ n: string }>(
          'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        terminated += Number(rows[0]!.n);
        rounds += 1;
      }
      return { rounds, terminated };
    };

    const [{ rounds, terminated }] = await Promise.all([terminator(), ...Array.from({ length: CONNECTIONS }, (_, index) => connection(index))]);
    // the API serves again on its own once the terminations stop
    const after = await fetch(`${server.base}/api/projects/?city=moskva`).then(
      (response) => response.status,
      (error: { cause?: { code?: string } }) => error.cause?.code ?? String(error),
    );
    const alive = server.process.exitCode === null && server.process.signalCode === null;
    const stored = await storedLeads(database, [...acknowledged.keys()]);

    const count = (kind: Outcome['kind']) => {
      const counts: Record<string, number> = {};
      for (const outcome of outcomes.filter((item) => item.kind === kind)) counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
      return JSON.stringify(counts);
    };
    console.info(
      `termination drill on PostgreSQL: ${CONNECTIONS} connections for ${SECONDS} s, ${rounds} rounds of pg_terminate_backend (${terminated} backends) → ` +
        `${outcomes.length} requests: leads ${count('lead')}, reads ${count('read')}; leads acknowledged ${acknowledged.size}, stored ${stored.size}; ` +
        `process ${alive ? 'alive' : 'gone'}, next read ${after}`,
    );

    expect(alive).toBe(true);
    expect(after).toBe(200);
    expect(terminated).toBeGreaterThan(rounds);
    for (const outcome of outcomes) expect([200, 201, 503]).toContain(outcome.status);
    for (const outcome of outcomes.filter((item) => item.status === 503)) {
      expect(typeof outcome.detail).toBe('string');
      expect(outcome.retryAfter).toMatch(/^\d+$/);
    }
    for (const [id, phone] of acknowledged) expect(stored.get(id)).toBe(phone);

    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
