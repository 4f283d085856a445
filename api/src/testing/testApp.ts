import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLifecycle } from '@estate/server-kit';
import type { AppContext } from '../appContext';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { buildApp } from '../app';
import { startDataVersion } from '../db/dataVersion';
import { outboxTransport } from '../features/otp/smsTransport';
import { smartCaptcha } from '../features/requests/captcha';
import { noWorker } from '../shared/outbox/outbox';
import { createApiMetrics } from '../metrics/apiMetrics';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import type { Backend } from './testEnv';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  database: TestDatabase;
  /** Moves the application clock (one-time code expiry, cool-downs). */
  advance(ms: number): void;
  /** Closes the app and its database but keeps the database (for a CLI or a child process to open). */
  release(): Promise<void>;
  /** Releases and drops the database. */
  close(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * An app over its own copy of the seeded database, driven with `app.inject` (no port); `instrument` may add hooks of
 * the test's own before the app is ready.
 */
export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  tweak?: (config: Config) => Config,
  instrument?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase(backend);
  const base = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: database.dataDir, IMAGE_CACHE_DIR: path.join(database.workDir, 'image-cache'), ...env }, process.cwd());
  const config = tweak ? tweak(base) : base;
  const db = await database.open({ postgres: config.database, pglite: config.pgliteQueue });
  const dataVersion = await startDataVersion(db, { pollMs: config.dataVersionPollMs, log: silent });
  let offset = 0;
  const ctx: AppContext = {
    db,
    dataVersion,
    config,
    sms: outboxTransport(db, silent),
    captcha: smartCaptcha(config.smartCaptcha, silent),
    // Tests that deliver run their own worker on this database, on this clock.
    outbox: noWorker,
    now: () => new Date(Date.now() + offset),
    advanceClock: (ms: number) => void (offset += ms),
    lifecycle: createLifecycle(),
    metrics: createApiMetrics(),
  };
  ctx.lifecycle.ready();
  const app = await buildApp(ctx);
  instrument?.(app);
  await app.ready();
  const release = async () => {
    await app.close();
    await dataVersion.close();
    await db.close();
  };
  return {
    app,
    db,
    ctx,
    database,
    advance: (ms) => {
      offset += ms;
    },
    release,
    async close() {
      await release();
      await database.drop();
    },
  };
}
