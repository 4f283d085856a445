import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backends, withDatabase } from '../testing/testEnv';
import { startServerProcess, type ServerProcess } from '../testing/childServer';

/** The first status other than 503 within `ms` (the last 503 if none). */
async function statusWithin(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { status } = await fetch(url);
    if (status !== 503 || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const postgres = backends().includes('postgres') ? describe : describe.skip;

postgres('two API processes starting together on an empty PostgreSQL database', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `estate_api_empty_${crypto.randomBytes(4).toString('hex')}`;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-empty-'));
  const admin = (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    return client.connect().then(() => client.query(statement)).finally(() => client.end());
  };
  let servers: ServerProcess[] = [];

  beforeAll(() => admin(`create database ${name}`));
  afterAll(async () => {
    for (const server of servers) server.process.kill('SIGKILL');
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('both start under a statement timeout far shorter than the migrations and the seed the other waits for', async () => {
    const env = { DATABASE_URL: withDatabase(url, name), DATABASE_STATEMENT_TIMEOUT_MS: '100', IMAGE_CACHE_DIR: cacheDir };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const seeded = servers.filter((server) => server.output().includes('empty database seeded'));
    expect(seeded).toHaveLength(1);
    // each serves; a read that a loaded machine pushes past the 100 ms timeout is a 503 to retry, as a client would
    for (const server of servers) expect(await statusWithin(`${server.base}/api/cities/`, 10_000)).toBe(200);
  });
});
