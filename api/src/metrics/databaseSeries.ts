import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/db';
import { DATA_SCOPES, listenerState, type DataScope, type DataVersion } from '../db/dataVersion';
import { LEAD_KIND } from '../shared/leads/leadMessage';
import { ALERT_EMAIL_KIND } from '../shared/priceAlerts/alertEmail';
import { backlogOf } from '../shared/outbox/outboxReport';

const OUTBOX_KINDS = [LEAD_KIND, ALERT_EMAIL_KIND];

interface Sources {
  db: Db;
  dataVersion: DataVersion;
  log: { warn(object: object, message: string): void };
}

/**
 * Series read at scrape time: the pool (PostgreSQL), how far this process's data versions lag the database's, whether
 * it hears of changes as they commit, and the outbox's backlog (figures `/api/health` shows nobody). The database is
 * read once per scrape (three small queries); a scrape while it is down keeps the last values and sets `api_database_up` 0.
 */
export function registerDatabaseSeries(registry: Registry, { db, dataVersion, log }: Sources): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: connections in use and idle, the pool size (max), and queries waiting for a connection.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'max' }, stats.max);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'api_data_version_listening',
    help: 'Whether this process hears of data changes as they commit (1) or only by polling (0).',
    registers: [registry],
    collect() {
      this.set(listenerState(dataVersion).listener === 'listening' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'api_data_version',
    help: 'The data version this process knows, per scope.',
    labelNames: ['scope'],
    registers: [registry],
    collect() {
      for (const scope of DATA_SCOPES) this.set({ scope }, dataVersion.current(scope));
    },
  });
  const lag = new Gauge({
    name: 'api_data_version_lag_seconds',
    help: 'How long the database has had a newer data version than this process knows (0: up to date), per scope.',
    labelNames: ['scope'],
    registers: [registry],
    collect: () => read(),
  });
  const messages = new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages not delivered yet, by kind and state.',
    labelNames: ['kind', 'state'],
    registers: [registry],
    collect: () => read(),
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest message not delivered yet, by kind (0: none waits).',
    labelNames: ['kind'],
    registers: [registry],
    collect: () => read(),
  });
  const up = new Gauge({
    name: 'api_database_up',
    help: 'Whether the last scrape could read the database (1) or not (0).',
    registers: [registry],
    collect: () => read(),
  });

  const readDatabase = async () => {
    try {
      const versions = await db.query<{ scope: DataScope; version: number; age: number }>(
        'select scope, version, extract(epoch from now() - changed_at)::float8 as age from data_versions',
      );
      const now = new Date();
      const backlogs = await Promise.all(OUTBOX_KINDS.map(async (kind) => ({ kind, backlog: await backlogOf(db, kind, now) })));
      for (const row of versions.rows)
        if (DATA_SCOPES.includes(row.scope)) lag.set({ scope: row.scope }, dataVersion.current(row.scope) >= row.version ? 0 : Math.max(0, row.age));
      for (const { kind, backlog } of backlogs) {
        messages.set({ kind, state: 'pending' }, backlog.pending);
        messages.set({ kind, state: 'failing' }, backlog.failing);
        messages.set({ kind, state: 'dead' }, backlog.dead_letter);
        oldest.set({ kind }, backlog.oldest_undelivered_seconds ?? 0);
      }
      up.set(1);
    } catch (error) {
      up.set(0);
      log.warn({ err: error }, 'metrics: the database could not be read');
    }
  };
  // the four series' collects run together in one scrape: they share one read
  let reading: Promise<void> | null = null;
  const read = () => (reading ??= readDatabase().finally(() => (reading = null)));
}
