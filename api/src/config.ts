import fs from 'node:fs';
import path from 'node:path';
import { readOperationsConfig, type OperationsConfig } from '@estate/server-kit';
import { parseTrustProxy, type TrustProxy } from '@estate/shared-api/site/trustProxy';
import { loadLeadDeliveryConfig, type LeadDeliveryConfig } from './features/leadDelivery/leadDeliveryConfig';

/**
 * Codes (SMS) an hour. The general budget counts every code but the owner's: per phone, per phone from one network,
 * per session, per client address, per network (/24, /64) and for the whole site. A visitor who proved the phone
 * before asks within the owner's budget instead, so strangers' requests never lock the owner out.
 */
export interface OtpLimits {
  perPhone: number;
  perPhoneNetwork: number;
  perSession: number;
  perIp: number;
  perNetwork: number;
  global: number;
  owner: number;
}

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data directory (only used without `databaseUrl`). */
  dataDir: string;
  /** Where resized images are cached on disk. */
  imageCacheDir: string;
  images: { cacheMaxBytes: number; resizeConcurrency: number; resizeQueue: number };
  /** Default city's host, e.g. `localhost:8080`; other cities live on `{slug}.{siteDomain}`. */
  siteDomain: string;
  /** `/api/dev/*` endpoints (SMS outbox, stored leads): only when API_DEV_ENDPOINTS=1. */
  devEndpoints: boolean;
  /**
   * Which peers may set X-Forwarded-For (TRUST_PROXY): a hop count, or addresses / CIDR ranges / `loopback`;
   * false (unset) means the socket address is the client's.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  smartCaptcha: { serverKey: string | null; validateUrl: string; timeoutMs: number };
  leads: { perIpLimit: number; perPhoneLimit: number; windowSeconds: number };
  /** Where accepted leads are delivered (CRM webhook, Bitrix24, e-mail). */
  leadDelivery: LeadDeliveryConfig;
  otp: { codeLength: number; ttlSeconds: number; resendCooldownSeconds: number; maxAttempts: number; limits: OtpLimits };
  /**
   * Online booking: how long a booking holds its lot for the sales team to confirm it, the active bookings a phone
   * (and a visitor) may have at once, and the bookings a phone and a client address may make in 24 hours.
   */
  booking: { holdHours: number; activeLimit: number; dailyPerPhone: number; dailyPerIp: number };
  /** Seed the database when it is empty at start-up. */
  seedOnEmpty: boolean;
  /** The drain on SIGTERM, the bound on requests in flight, the keep-alive timeout and the metrics listener. */
  operations: OperationsConfig;
  /** PostgreSQL: how often each process re-reads the data versions should a notification be lost. */
  dataVersionPollMs: number;
  /** URLs per sitemap part (at most 50,000, the protocol's limit). */
  sitemapUrlsPerPart: number;
  /** The cache of public catalogue and content reads. */
  responseCache: { maxBytes: number };
  /**
   * PostgreSQL: connections at most, every statement's timeout, how long a request may wait for a connection, and
   * how often the notification connection proves it is alive.
   */
  database: { poolSize: number; statementTimeoutMs: number; connectTimeoutMs: number; listenHeartbeatMs: number };
  /** PGlite: requests allowed to wait for their first turn at its connection, and the longest wait. */
  pgliteQueue: { maxWaiting: number; maxWaitMs: number };
  /** Bearer token of `/api/admin/*` (the catalogue import); null turns those endpoints off (404). */
  adminToken: string | null;
  /** E-mails to visitors (price-drop alerts) through SMTP_URL; null: they wait in the outbox. */
  alertEmail: { smtpUrl: string; from: string } | null;
  /** Scheduled catalogue sync: the feed's URL (null: off) and how often it is fetched. */
  catalogueSync: { feedUrl: string | null; minutes: number };
  /** The back office: staff sessions' idle and absolute timeouts, the sign-in limits and the upload bounds. */
  staff: StaffConfig;
}

/**
 * Staff sign-in limits count failed attempts in a sliding window: per client address, per network (/24, /64), and
 * per account from devices that never signed in to it (a known device, with its signed cookie, is counted apart, so
 * strangers cannot lock the owner out).
 */
export interface StaffConfig {
  idleMinutes: number;
  maxHours: number;
  windowMinutes: number;
  failuresPerIp: number;
  failuresPerNetwork: number;
  failuresPerAccount: number;
  failuresPerAccountKnownDevice: number;
  imageMaxBytes: number;
  pdfMaxBytes: number;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

/** PGlite's queue; a stop must be able to answer every waiting request before it gives up on them. */
function pgliteQueueFrom(env: Env, shutdownTimeoutMs: number, onPglite: boolean): Config['pgliteQueue'] {
  const maxWaitMs = intFrom(env, 'PGLITE_QUEUE_TIMEOUT_MS', 8000);
  if (onPglite && maxWaitMs >= shutdownTimeoutMs)
    throw new Error(`PGLITE_QUEUE_TIMEOUT_MS (${maxWaitMs}) must be below SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}): a stop answers every waiting request first`);
  return { maxWaiting: intFrom(env, 'PGLITE_QUEUE', 500), maxWaitMs };
}

/** Reads the configuration; `repoRoot` anchors the default data directory (`<repo>/.data/pglite`). */
export function loadConfig(env: Env, repoRoot: string): Config {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(repoRoot, '.data', 'pglite'));
  const siteDomain = nonEmpty(env.SITE_DOMAIN) ?? 'localhost:8080';
  const leadDelivery = loadLeadDeliveryConfig(env, siteDomain); // checks SMTP_URL too
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const operations = readOperationsConfig(env, 9464);
  return {
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port: intFrom(env, 'PORT', 4000),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir,
    imageCacheDir: path.resolve(nonEmpty(env.IMAGE_CACHE_DIR) ?? path.join(path.dirname(dataDir), 'image-cache')),
    images: {
      cacheMaxBytes: intFrom(env, 'IMAGE_CACHE_MAX_MB', 512) * 1024 * 1024,
      resizeConcurrency: Math.max(1, intFrom(env, 'IMAGE_RESIZE_CONCURRENCY', 1)),
      resizeQueue: intFrom(env, 'IMAGE_RESIZE_QUEUE', 32),
    },
    siteDomain,
    devEndpoints: env.API_DEV_ENDPOINTS === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    smartCaptcha: {
      serverKey: nonEmpty(env.SMARTCAPTCHA_SERVER_KEY),
      validateUrl: nonEmpty(env.SMARTCAPTCHA_VALIDATE_URL) ?? 'https://smartcaptcha.yandexcloud.net/validate',
      timeoutMs: intFrom(env, 'SMARTCAPTCHA_TIMEOUT_MS', 3000),
    },
    leads: {
      perIpLimit: intFrom(env, 'LEADS_PER_IP_LIMIT', 20),
      perPhoneLimit: intFrom(env, 'LEADS_PER_PHONE_LIMIT', 5),
      windowSeconds: intFrom(env, 'LEADS_WINDOW_SECONDS', 600),
    },
    leadDelivery,
    otp: {
      // six digits: a stranger who has codes sent to someone's phone guesses one in a million per try (see api/README.md)
      codeLength: Math.min(Math.max(intFrom(env, 'OTP_CODE_LENGTH', 6), 4), 8),
      ttlSeconds: intFrom(env, 'OTP_TTL_SECONDS', 300),
      resendCooldownSeconds: intFrom(env, 'OTP_RESEND_SECONDS', 60),
      maxAttempts: intFrom(env, 'OTP_MAX_ATTEMPTS', 5),
      limits: {
        perPhone: intFrom(env, 'OTP_PER_PHONE_HOURLY', 5),
        perPhoneNetwork: intFrom(env, 'OTP_PER_PHONE_NETWORK_HOURLY', 3),
        perSession: intFrom(env, 'OTP_PER_SESSION_HOURLY', 5),
        perIp: intFrom(env, 'OTP_PER_IP_HOURLY', 20),
        perNetwork: intFrom(env, 'OTP_PER_NETWORK_HOURLY', 60),
        global: intFrom(env, 'OTP_GLOBAL_HOURLY', 200),
        owner: intFrom(env, 'OTP_OWNER_HOURLY', 3),
      },
    },
    booking: {
      holdHours: Math.max(intFrom(env, 'BOOKING_HOLD_HOURS', 24), 1),
      activeLimit: intFrom(env, 'BOOKING_ACTIVE_LIMIT', 1),
      dailyPerPhone: intFrom(env, 'BOOKING_DAILY_PER_PHONE', 3),
      dailyPerIp: intFrom(env, 'BOOKING_DAILY_PER_IP', 10),
    },
    seedOnEmpty: env.SEED_ON_EMPTY !== '0',
    operations,
    dataVersionPollMs: intFrom(env, 'DATA_VERSION_POLL_MS', 1000),
    sitemapUrlsPerPart: Math.min(Math.max(intFrom(env, 'SITEMAP_URLS_PER_PART', 50_000), 1), 50_000),
    responseCache: { maxBytes: intFrom(env, 'API_CACHE_MAX_MB', 64) * 1024 * 1024 },
    database: {
      poolSize: Math.max(1, intFrom(env, 'DATABASE_POOL_SIZE', 10)),
      statementTimeoutMs: intFrom(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
      connectTimeoutMs: Math.max(1, intFrom(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000)),
      listenHeartbeatMs: Math.max(100, intFrom(env, 'DATABASE_LISTEN_HEARTBEAT_MS', 5000)),
    },
    pgliteQueue: pgliteQueueFrom(env, operations.shutdownTimeoutMs, !nonEmpty(env.DATABASE_URL)),
    adminToken: nonEmpty(env.ADMIN_TOKEN),
    alertEmail: smtpUrl ? { smtpUrl, from: nonEmpty(env.ALERTS_EMAIL_FROM) ?? `noreply@${siteDomain.replace(/:\d+$/, '')}` } : null,
    catalogueSync: { feedUrl: nonEmpty(env.CATALOGUE_FEED_URL), minutes: Math.max(intFrom(env, 'CATALOGUE_SYNC_MINUTES', 10), 1) },
    staff: {
      idleMinutes: Math.max(intFrom(env, 'STAFF_SESSION_IDLE_MINUTES', 30), 1),
      maxHours: Math.max(intFrom(env, 'STAFF_SESSION_MAX_HOURS', 12), 1),
      windowMinutes: Math.max(intFrom(env, 'STAFF_SIGN_IN_WINDOW_MINUTES', 15), 1),
      failuresPerIp: intFrom(env, 'STAFF_SIGN_IN_FAILURES_PER_IP', 10),
      failuresPerNetwork: intFrom(env, 'STAFF_SIGN_IN_FAILURES_PER_NETWORK', 30),
      failuresPerAccount: intFrom(env, 'STAFF_SIGN_IN_FAILURES_PER_ACCOUNT', 10),
      failuresPerAccountKnownDevice: intFrom(env, 'STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_KNOWN_DEVICE', 10),
      imageMaxBytes: intFrom(env, 'UPLOAD_IMAGE_MAX_MB', 15) * 1024 * 1024,
      pdfMaxBytes: intFrom(env, 'UPLOAD_PDF_MAX_MB', 20) * 1024 * 1024,
    },
  };
}

/** The repository root: the nearest directory above `fromDir` whose package.json declares workspaces. */
export function findRepoRoot(fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown };
      if (manifest.workspaces) return dir;
    } catch {
      // no package.json here
    }
    const parent = path.dirname(dir);
    if (parent === dir) return fromDir;
    dir = parent;
  }
}
