import path from 'node:path';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startServerProcess } from '../testing/childServer';
import { sendLead, siteHeaders } from '../testing/siteClient';
import { storedLeads } from '../testing/storedLeads';

describe.each(backends())('SIGKILL during a burst of leads on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database?.drop());

  it('keeps every lead that got a 201 after a restart', async () => {
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache') };
    const first = await startServerProcess(env);
    const headers = await siteHeaders(first.base);

    const acknowledged = new Map<number, string>();
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        inFlight += 1;
        try {
          const lead = await sendLead(first.base, headers, '7916');
          if (lead.id !== null) acknowledged.set(lead.id, lead.phone);
          else if (!killed) throw new Error(`unexpected ${lead.status}`);
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

    // Restarted at once on the same data (PGlite recovers its files, the lock of the killed process is taken over);
    // it shuts down gracefully on SIGTERM.
    const second = await startServerProcess(env);
    const health = await fetch(`${second.base}/api/health`);
    expect(health.status).toBe(200);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const stored = await storedLeads(database, [...acknowledged.keys()]);
    for (const [id, phone] of acknowledged) expect({ id, phone: stored.get(id) }).toEqual({ id, phone });
    console.info(`kill -9 drill on ${backend}: ${acknowledged.size} leads acknowledged, ${inFlightAtKill} in flight at the kill, ${stored.size} of them stored after the restart`);
  });
});
