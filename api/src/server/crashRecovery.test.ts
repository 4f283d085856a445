import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { backends } from '../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

const API_DIR = path.resolve(__dirname, '..', '..');

interface Child {
  process: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

/** Starts the real server (TypeScript through tsx) and resolves once it logs that it listens. */
function startServer(database: TestDatabase): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'),
      LEADS_PER_IP_LIMIT: '100000',
      LEADS_PER_PHONE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 45_000);
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'api listening' && entry.port) {
          clearTimeout(timer);
          resolve({ process: child, port: entry.port, exited });
        }
      } catch {
        // not a JSON log line
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });
}

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
