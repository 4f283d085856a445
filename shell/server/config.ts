// Shell server configuration, all from the environment (documented in the README).
import path from 'node:path';
import type { RemoteName, RemotesMap } from '@estate/shared-api';
import { parseTrustProxy, type TrustProxy } from '@estate/shared-api/site/trustProxy';
import { readOperationsConfig, type OperationsConfig } from '@estate/server-kit';
import type { SecuritySettings } from './security/securityHeaders';

const remoteNames: RemoteName[] = ['catalog', 'press', 'favorites', 'forms'];
const defaultPorts: Record<RemoteName, number> = { catalog: 3001, press: 3002, favorites: 3003, forms: 3004 };

export interface ShellConfig {
  host: string;
  port: number;
  apiUrl: string;
  siteDomain: string;
  productionHostMarker: string | null;
  remotes: RemotesMap;
  /** the back office's remote (its manifest): loaded by the /admin/ page only, never named to the public pages */
  adminRemote: string;
  distDir: string;
  /** development: where the webpack dev server serves the shell's assets */
  devAssetsUrl: string | null;
  /**
   * how long a page may take to load and prefetch on the server before the last good rendering of it is served
   * instead (refreshed in the background)
   */
  renderBudgetMs: number;
  /**
   * how much longer a request with no good rendering to fall back on waits (a crawler's too) before the page is left
   * to the browser (for a crawler: 503 with Retry-After)
   */
  renderWaitMs: number;
  /** who may set X-Forwarded-For / -Host / -Port / -Proto (TRUST_PROXY, read as the API reads it) */
  trustProxy: TrustProxy;
  /** pino's level (LOG_LEVEL) */
  logLevel: string;
  /** how often each remote's manifest is checked for a redeploy */
  remoteCheckMs: number;
  /** SERVE_SOURCE_MAPS=1: the assets' source maps are served too */
  serveSourceMaps: boolean;
  /** CSP_REPORT_ONLY=1 reports violations without blocking; CSP_REPORT_URI receives the reports */
  csp: SecuritySettings;
  /** rendered documents of anonymous pages: how long one serves at most (0: off), how many are kept, how often the API's data versions are read */
  documentCache: { ttlMs: number; maxEntries: number; versionPollMs: number };
  /** DOCUMENT_FLOOR=1: a request with `X-Document-Floor: 1` gets its document without scripts (the bench's floor) */
  documentFloor: boolean;
  /** the drain on SIGTERM, the bound on requests in flight, keep-alive, the metrics listener (9465 by default) */
  operations: OperationsConfig;
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** `ws://host:port` of a dev server's URL: where its hot reload connects. */
const socketOrigin = (url: string) => new URL(url).origin.replace(/^http/, 'ws');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${defaultPorts[name]}/mf-manifest.json`,
    ]),
  ) as RemotesMap;
  const devAssetsUrl = env.SHELL_DEV_ASSETS_URL ?? null;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, ''),
    siteDomain: env.SITE_DOMAIN ?? 'localhost:8080',
    productionHostMarker: env.PRODUCTION_HOST_MARKER || null,
    remotes,
    adminRemote: env.REMOTE_ADMIN_URL ?? 'http://127.0.0.1:3005/mf-manifest.json',
    distDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(__dirname, '..', 'dist')),
    devAssetsUrl,
    renderBudgetMs: positive(env.SSR_RENDER_BUDGET_MS, 1000),
    renderWaitMs: nonNegative(env.SSR_RENDER_WAIT_MS, 4000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    remoteCheckMs: positive(env.REMOTE_CHECK_INTERVAL_MS, 5000),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    csp: {
      reportOnly: env.CSP_REPORT_ONLY === '1',
      reportUri: env.CSP_REPORT_URI || null,
      // development (npm run dev): the shell's assets and every remote come from a dev server that hot-reloads
      liveReload: devAssetsUrl ? [devAssetsUrl, ...Object.values(remotes)].map(socketOrigin) : [],
    },
    documentCache: {
      ttlMs: nonNegative(env.DOCUMENT_CACHE_TTL_MS, 10_000),
      maxEntries: positive(env.DOCUMENT_CACHE_ENTRIES, 500),
      versionPollMs: positive(env.DOCUMENT_CACHE_VERSION_POLL_MS, 500),
    },
    documentFloor: env.DOCUMENT_FLOOR === '1',
    operations: readOperationsConfig(env, 9465),
  };
}
