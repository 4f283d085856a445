import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './appContext';
import type { Db } from './db/db';
import { openDb } from './db/openDb';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/seedDatabase';
import { buildApp } from './app';
import { deferredLogger } from './deferredLogger';
import { startDataVersion, type DataVersion } from './db/dataVersion';
import { outboxTransport } from './features/otp/smsTransport';
import { smartCaptcha } from './features/requests/captcha';
import { closeIdleConnectionsLater } from './http/idleConnections';

/** How long a kept-alive connection may stay idle once a stop has begun. */
const IDLE_GRACE_MS = 1000;

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty database once, follows its data versions, builds the app, and listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = deferredLogger();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; it is replaced on next use'),
  });
  let app: FastifyInstance;
  let dataVersion: DataVersion | null = null;
  try {
    const applied = await migrate(db);
    const seeded = config.seedOnEmpty ? await seedIfEmpty(db) : null;
    dataVersion = await startDataVersion(db, { pollMs: config.dataVersionPollMs, log });
    const ctx: AppContext = {
      db,
      dataVersion,
      config,
      sms: outboxTransport(db, log),
      captcha: smartCaptcha(config.smartCaptcha, log),
      now: () => new Date(),
    };
    app = await buildApp(ctx);
    log.attach(app.log);
    app.log.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema is up to date');
    if (seeded) app.log.info(seeded, 'empty database seeded');
    if (!ctx.captcha.enabled) app.log.warn('SMARTCAPTCHA_SERVER_KEY is not set: captcha verification of leads is off');
    if (config.devEndpoints) app.log.info('development endpoints are on: GET /api/dev/outbox/');
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await dataVersion?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ host: config.host, port, database: db.kind }, 'api listening');
  let closing: Promise<void> | null = null;
  return {
    app,
    db,
    port,
    close() {
      closing ??= (async () => {
        closeIdleConnectionsLater(app.server, IDLE_GRACE_MS);
        await app.close();
        await dataVersion?.close();
        await db.close();
      })();
      return closing;
    },
  };
}
