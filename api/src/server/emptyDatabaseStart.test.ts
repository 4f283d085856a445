import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backends, withDatabase } from '../testing/testEnv';
import { startServerProcess, type ServerProcess } from '../testing/childServer';

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
    for (const server of servers) expect((await fetch(`${server.base}/api/cities/`)).status).toBe(200);
  });
});
