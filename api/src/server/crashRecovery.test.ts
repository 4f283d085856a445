import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer } from '../testing/childServer';

const startServer = (database: TestDatabase) =>
  startChildServer(database, { LEADS_PER_IP_LIMIT: '100000', LEADS_PER_PHONE_LIMIT: '100000' });

describe.each(backends())('SIGKILL during a burst of leads on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.drop());

  it('keeps every lead that got a 201 after a restart', async () => {
    const first = await startServer(database);
    const base = `http://127.0.0.1:${first.port}`;
    const hello = await fetch(`${base}/api/cities/`);
    const cookies = hello.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))!.split('=')[1]!;
    const headers = { cookie: cookies.join('; '), origin: 'http://localhost:8080', 'x-csrftoken': csrf };

    const acknowledged = new Map<number, string>();
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    let sequence = 0;
    const worker = async () => {
      while (!killed) {
        sequence += 1;
        const phone = `7916${String(sequence).padStart(7, '0')}`;
        const form = new FormData();
        for (const [key, value] of Object.entries({ type: 'questions', url: `${base}/`, phone, site_city: 'moskva' })) form.append(key, value);
        inFlight += 1;
        try {
          const response = await fetch(`${base}/api/requests/`, { method: 'POST', body: form, headers });
          if (response.status === 201) acknowledged.set(((await response.json()) as { id: number }).id, `+${phone}`);
          else if (!killed) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (!killed) throw error;
        } finally {
          inFlight -= 1;
        }
        if (!killed && acknowledged.size >= 60) {
          inFlightAtKill = inFlight;
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // The restarted server opens the same data (PGlite recovers its files) and shuts down gracefully on SIGTERM.
    const second = await startServer(database);
    const health = await fetch(`http://127.0.0.1:${second.port}/api/health`);
    expect(health.status).toBe(200);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = await database.open();
    try {
      const { rows } = await db.query<{ id: number; phone: string }>('select id, phone from requests where id = any($1::bigint[])', [[...acknowledged.keys()]]);
      const stored = new Map(rows.map((row) => [Number(row.id), row.phone]));
      for (const [id, phone] of acknowledged) expect({ id, phone: stored.get(id) }).toEqual({ id, phone });
    } finally {
      await db.close();
    }
  });
});
