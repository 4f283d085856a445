// The production layout of deploy/, started from the production build on free ports: PostgreSQL (a throwaway
// server), two API processes (the first reaching PostgreSQL through a proxy that can stall its listener), nginx from
// the shipped configuration, two shell servers, the remotes published as nginx serves them, and a CRM to deliver to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../../api/src/testing/throwawayPostgres';
import { publish } from '../../../tooling/publish/publish.mjs';
import { repoRoot } from '../../harness/site';
import { startFakeCrm } from './fakeCrm';
import { startNginx } from './nginx';
import { freePort } from './ports';
import { envFile, startProcess, stopProcess, type ProcessSpec, type ServerProcess } from './serverProcess';
import { startStallingProxy, type StallingProxy } from './stallingProxy';

/** Every remote published as production publishes them; `admin` is the back office's (named to /admin/ only). */
export const REMOTES = ['catalog', 'press', 'favorites', 'forms', 'admin'] as const;
export const ADMIN_TOKEN = 'drill-admin-token';

export interface Layout {
  dir: string;
  /** The site as a browser reaches it: http://localhost:<nginx port>. */
  site: string;
  /** nginx's own address, for clients that do not resolve localhost the same way. */
  nginx: string;
  apis: ServerProcess[];
  shells: ServerProcess[];
  postgres: ThrowawayPostgres;
  /** psql against the site's database. */
  sql(statement: string): string;
  listenerProxy: StallingProxy;
  crm: Awaited<ReturnType<typeof startFakeCrm>>;
  /** Where nginx serves the remotes' published builds from: `<staticRoot>/remotes/<name>`. */
  staticRoot: string;
  accessLog: string;
  errorLog: string;
  /** Starts a stopped or killed process again with its own settings; it replaces the old one in `apis`/`shells`. */
  start(spec: ProcessSpec): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export async function startLayout(): Promise<Layout> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-drill-'));
  // nginx's workers run as another user (www-data) and read the published remotes from here
  fs.chmodSync(dir, 0o755);
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  try {
    const postgres = await createThrowawayPostgres();
    cleanup.push(() => postgres.destroy());
    const direct = new URL(postgres.url);
    const listenerProxy = await startStallingProxy({ host: direct.hostname, port: Number(direct.port) });
    cleanup.push(() => listenerProxy.close());
    const proxied = new URL(direct);
    proxied.port = String(listenerProxy.port);
    const crm = await startFakeCrm();
    cleanup.push(() => crm.close());

    const [nginxPort, internalPort, ...ports] = await Promise.all(Array.from({ length: 6 }, freePort));
    const [api1, api2, shell1, shell2] = ports as [number, number, number, number];
    const nginx = `127.0.0.1:${nginxPort}`;
    const site = `http://localhost:${nginxPort}`;

    const staticRoot = path.join(dir, 'static');
    for (const remote of REMOTES) publish({ from: path.join(repoRoot, `mfe-${remote}`, 'dist'), to: path.join(staticRoot, 'remotes', remote) });

    const apiEnv = (name: string, databaseUrl: string) => ({
      ...envFile('api.env'),
      DATABASE_URL: databaseUrl,
      SITE_DOMAIN: `localhost:${nginxPort}`,
      METRICS_PORT: '0',
      DATA_DIR: path.join(dir, name, 'pglite'),
      IMAGE_CACHE_DIR: path.join(dir, name, 'images'),
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: 'drill-secret',
      LEADS_DELIVERY_TIMEOUT_MS: '2000',
      ADMIN_TOKEN,
      // the drill's visitors all come from one address
      LEADS_PER_IP_LIMIT: '1000000',
      LEADS_PER_PHONE_LIMIT: '1000000',
    });
    const shellEnv = {
      ...envFile('shell.env'),
      API_URL: `http://127.0.0.1:${internalPort}`,
      SITE_DOMAIN: `localhost:${nginxPort}`,
      METRICS_PORT: '0',
      REMOTE_CHECK_INTERVAL_MS: '1000',
      // no map tiles from the internet: the pins over a plain grid
      MAP_TILES_URL: '',
      ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.toUpperCase()}_URL`, `http://${nginx}/remotes/${remote}/mf-manifest.json`])),
    };
    const specs: ProcessSpec[] = [
      { name: 'api-1', kind: 'api', port: api1, env: apiEnv('api-1', proxied.toString()), logDir },
      { name: 'api-2', kind: 'api', port: api2, env: apiEnv('api-2', direct.toString()), logDir },
      { name: 'shell-1', kind: 'shell', port: shell1, env: shellEnv, logDir },
      { name: 'shell-2', kind: 'shell', port: shell2, env: shellEnv, logDir },
    ];
    const running = new Map<string, ServerProcess>();
    cleanup.push(async () => {
      for (const server of running.values()) server.child.kill('SIGKILL');
    });
    // the first API seeds the empty database; the second finds it seeded
    for (const spec of specs.slice(0, 2)) running.set(spec.name, await startProcess(spec));
    const proxy = await startNginx(path.join(dir, 'nginx'), {
      LISTEN: nginx,
      SERVER_NAMES: 'localhost *.localhost',
      API_ADDRESSES: `127.0.0.1:${api1},127.0.0.1:${api2}`,
      SHELL_ADDRESSES: `127.0.0.1:${shell1},127.0.0.1:${shell2}`,
      INTERNAL_API_LISTEN: `127.0.0.1:${internalPort}`,
      STATIC_ROOT: staticRoot,
    });
    cleanup.push(() => proxy.stop());
    for (const spec of specs.slice(2)) running.set(spec.name, await startProcess(spec));

    const layout: Layout = {
      dir,
      site,
      nginx,
      get apis() {
        return [...running.values()].filter((server) => server.spec.kind === 'api');
      },
      get shells() {
        return [...running.values()].filter((server) => server.spec.kind === 'shell');
      },
      postgres,
      sql: (statement) => postgres.sql(statement),
      listenerProxy,
      crm,
      staticRoot,
      accessLog: proxy.accessLog,
      errorLog: proxy.errorLog,
      start: async (spec) => {
        const server = await startProcess(spec);
        running.set(spec.name, server);
        return server;
      },
      stop: async () => {
        await Promise.all([...running.values()].map(stopProcess));
        running.clear();
        for (const step of cleanup.reverse()) await step();
      },
    };
    return layout;
  } catch (error) {
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => undefined);
    throw new Error(`the production layout did not start (logs in ${logDir}): ${(error as Error).message}`);
  }
}
