import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../testing/childServer';
import { sendLead, siteHeaders } from '../testing/siteClient';
import { createThrowawayPostgres, postgresBinariesPresent, type ThrowawayPostgres } from '../testing/throwawayPostgres';
import { until } from '../testing/until';

// The drill stops and restarts a PostgreSQL server, so it runs its own (the shared cluster serves other tests).
const present = postgresBinariesPresent();
if (!present) console.warn('PostgreSQL binaries are missing (/usr/lib/postgresql/15/bin): the database outage drill is skipped');

async function status(base: string, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

(present ? describe : describe.skip)('a PostgreSQL outage', () => {
  let postgres: ThrowawayPostgres;
  let server: ServerProcess;
  let cacheDir: string;

  beforeAll(async () => {
    postgres = await createThrowawayPostgres();
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-outage-'));
    server = await startServerProcess({ DATABASE_URL: postgres.url, IMAGE_CACHE_DIR: cacheDir });
  }, 120_000);
  afterAll(async () => {
    server?.process.kill('SIGKILL');
    postgres?.destroy();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('survives terminated backends and a server restart: 503 {detail} meanwhile, recovery by itself, no acknowledged lead lost', async () => {
    const headers = await siteHeaders(server.base);
    const acknowledged = new Map<number, string>();
    const lead = async () => {
      const sent = await sendLead(server.base, headers, '7936');
      if (sent.id !== null) acknowledged.set(sent.id, sent.phone);
      return sent.status;
    };
    for (let i = 0; i < 10; i += 1) expect(await lead()).toBe(201);

    // 1. every connection of the API is terminated (a failover, an admin's pg_terminate_backend)
    const terminated = postgres.sql("select count(pg_terminate_backend(pid)) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()");
    const afterTermination = await Promise.all([...Array.from({ length: 10 }, () => status(server.base, '/api/projects/?city=moskva').then((r) => r.status)), ...Array.from({ length: 10 }, lead)]);
    for (const code of afterTermination) expect([200, 201, 503]).toContain(code);
    expect((await status(server.base, '/api/projects/?city=moskva')).status).toBe(200);

    // 2. the server goes away: answers are 503 {detail} (cached ones too, once the last read of the data versions is
    // older than the freshness bound allows), and the API keeps running
    postgres.stop();
    const read = () => Promise.all([status(server.base, '/api/projects/?city=moskva'), status(server.base, '/api/health'), status(server.base, '/api/flats/?city=moskva')]);
    await until(async () => (await read()).every((answer) => answer.status === 503), { everyMs: 200, timeoutMs: 5000 });
    const down = await read();
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(typeof answer.body.detail).toBe('string');
    }
    const leadWhileDown = await lead();
    expect(leadWhileDown).toBe(503);
    expect(server.process.exitCode).toBeNull();

    // 3. it comes back: the API recovers without a restart
    postgres.start();
    const recoveredInMs = await until(async () => (await status(server.base, '/api/health').catch(() => ({ status: 0 }))).status === 200, { everyMs: 200, timeoutMs: 20_000 });
    for (let i = 0; i < 10; i += 1) expect(await lead()).toBe(201);
    expect(server.process.exitCode).toBeNull();

    const stored = new Map(
      postgres
        .sql(`select id || ' ' || phone from requests where id in (${[...acknowledged.keys()].join(',')})`)
        .trim()
        .split('\n')
        .map((line) => line.split(' ') as [string, string])
        .map(([id, phone]) => [Number(id), phone]),
    );
    console.info(
      `database drill on PostgreSQL: ${terminated.trim()} backends terminated → next 20 requests ${JSON.stringify(afterTermination)}; ` +
        `server stopped → ${down.map((answer) => answer.status).join(', ')} and a lead ${leadWhileDown}; recovered ${recoveredInMs} ms after the restart; ` +
        `leads acknowledged ${acknowledged.size}, stored ${stored.size}`,
    );
    for (const [id, phone] of acknowledged) expect(stored.get(id)).toBe(phone);
  });
});
