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
import { applyKeepAlive, createLifecycle, drain, followConnections, keepIdleConnectionsBriefly, startMetricsServer, type MetricsServer } from '@estate/server-kit';
import { createApiMetrics } from './metrics/apiMetrics';
import { registerDatabaseSeries } from './metrics/databaseSeries';
import { createDeliveryWorker } from './shared/outbox/deliveryWorker';
import { leadTargets } from './features/leadDelivery/leadTargets';
import { LEAD_KIND } from './shared/leads/leadMessage';
import { startCatalogueSync, type CatalogueSync } from './features/catalogue/catalogueSync';
import { ALERT_EMAIL_KIND, alertEmailTarget } from './shared/priceAlerts/alertEmail';
import { startHoldRelease } from './features/booking/holdRelease';
import { startCodeRetention } from './features/otp/codeRetention';
import { startPublicationSchedule } from './features/publicationSchedule/publicationSchedule';

/** How often each process frees the lots whose booking hold has ended unconfirmed. */
const HOLD_RELEASE_EVERY_MS = 60_000;
/** Scheduled publications go live within about a second of their time. */
const PUBLICATION_SCHEDULE_EVERY_MS = 1_000;

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  /**
   * The graceful stop: not ready (`/readyz` 503) and every answer closing its connection for DRAIN_DELAY_MS while
   * still serving, then no new connections and the requests in flight finished, then the worker, the listener of
   * data versions and the pool closed. `cutShort` resolving ends the drain early.
   */
  close(cutShort?: Promise<void>): Promise<void>;
}

/**
 * Opens the database, migrates, seeds an empty database once, follows its data versions, builds the app, listens,
 * and reports ready; serves its metrics on a listener of its own.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = deferredLogger();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgres: {
      ...config.database,
      onConnectionError: (error) => log.warn({ err: error }, 'database connection lost; it is replaced on next use'),
    },
    pglite: config.pgliteQueue,
  });
  // development only: the e2e suite moves the clock forward (`POST /api/dev/clock/`) instead of waiting
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  const leads = leadTargets(config.leadDelivery, config.siteDomain);
  const alertEmail =
    config.alertEmail && alertEmailTarget({ ...config.alertEmail, timeoutMs: config.leadDelivery.timeoutMs, domain: config.siteDomain.replace(/:\d+$/, '') });
  const routes = { [LEAD_KIND]: leads.targets, [ALERT_EMAIL_KIND]: alertEmail ? [alertEmail] : [] };
  const worker = createDeliveryWorker({ db, routes, now, log, timeoutMs: config.leadDelivery.timeoutMs });
  const lifecycle = createLifecycle();
  const metrics = createApiMetrics();
  let app: FastifyInstance;
  let dataVersion: DataVersion | null = null;
  let sync: CatalogueSync | null = null;
  let metricsServer: MetricsServer | null = null;
  let holds: { stop(): Promise<void> } | null = null;
  let codes: { stop(): Promise<void> } | null = null;
  let schedule: { stop(): Promise<void> } | null = null;
  try {
    const applied = await migrate(db);
    const seeded = config.seedOnEmpty ? await seedIfEmpty(db) : null;
    dataVersion = await startDataVersion(db, { pollMs: config.dataVersionPollMs, log });
    const ctx: AppContext = {
      db,
      dataVersion,
      config,
      sms: outboxTransport(db, log, { showCodes: config.devEndpoints }),
      captcha: smartCaptcha(config.smartCaptcha, log),
      outbox: worker,
      now,
      advanceClock: (ms: number) => void (clockOffsetMs += ms),
      lifecycle,
      metrics,
    };
    registerDatabaseSeries(metrics.registry, { db, dataVersion, log });
    app = await buildApp(ctx);
    log.attach(app.log);
    app.log.info({ database: db.kind, applied }, applied.length ? 'migrations applied' : 'database schema is up to date');
    if (seeded) app.log.info(seeded, 'empty database seeded');
    if (!ctx.captcha.enabled) app.log.warn('SMARTCAPTCHA_SERVER_KEY is not set: captcha verification of leads is off');
    if (config.devEndpoints) app.log.info('development endpoints are on: GET /api/dev/outbox/');
    const targets = leads.targets.map((target) => target.name);
    if (targets.length > 0) app.log.info({ targets, timeout_ms: config.leadDelivery.timeoutMs }, `lead delivery is on: ${targets.join(', ')}`);
    else app.log.warn('no lead target is configured (CRM_WEBHOOK_URL, BITRIX24_WEBHOOK_URL, LEADS_EMAIL_TO): leads are stored and wait in the outbox');
    if (!alertEmail) app.log.warn('SMTP_URL is not set: price-alert e-mails wait in the outbox');
    // longer than the balancer's own, so the balancer is always the side that closes an idle connection
    applyKeepAlive(app.server, config.operations.keepAliveTimeoutMs);
    await app.listen({ host: config.host, port: config.port });
    if (config.operations.metrics) metricsServer = await startMetricsServer(metrics.registry, config.operations.metrics);
    worker.start();
    holds = startHoldRelease(db, { everyMs: HOLD_RELEASE_EVERY_MS, now, log: app.log });
    codes = startCodeRetention(db, { now, log: app.log });
    schedule = startPublicationSchedule(db, { everyMs: PUBLICATION_SCHEDULE_EVERY_MS, now, log: app.log });
    if (config.catalogueSync.feedUrl) {
      sync = startCatalogueSync(db, { ...config.catalogueSync, feedUrl: config.catalogueSync.feedUrl, log: app.log, outbox: worker, dataVersion });
      app.log.info({ feed: config.catalogueSync.feedUrl, minutes: config.catalogueSync.minutes }, 'catalogue sync is on');
      void sync.runOnce();
    }
  } catch (error) {
    await metricsServer?.close();
    leads.close();
    alertEmail?.close();
    await dataVersion?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const connections = followConnections(app.server);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (metricsServer) app.log.info({ host: config.operations.metrics?.host, port: metricsServer.port }, 'metrics listening');
  app.log.info({ host: config.host, port, database: db.kind }, 'api listening');
  lifecycle.ready();
  let closing: Promise<void> | null = null;
  return {
    app,
    db,
    port,
    close(cutShort) {
      closing ??= (async () => {
        await drain({ lifecycle, drainDelayMs: config.operations.drainDelayMs, cutShort });
        app.log.info('drained: no new connections, finishing requests in flight');
        keepIdleConnectionsBriefly(connections);
        // While requests finish, the worker cuts its sends short and records them (due again after the back-off).
        await Promise.all([app.close(), worker.stop(), sync?.stop(), holds?.stop(), codes?.stop(), schedule?.stop()]);
        leads.close();
        alertEmail?.close();
        await dataVersion?.close();
        await db.close();
        await metricsServer?.close();
      })();
      return closing;
    },
  };
}
