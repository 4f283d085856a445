// The shell server as a Fastify application: the site's HTTP conventions, /livez and /readyz, the series of its
// requests, the shell's assets, the remotes map, robots.txt, the API behind /api, /img, /feeds and the sitemap, the
// back office and its previews of drafts, and every page rendered with React. `listen`, the metrics listener and the
// stop are the caller's (shellServer.ts).
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { createLifecycle, registerHttpMetrics, registerProbes, type Lifecycle } from '@estate/server-kit';
import { fastifyTrustProxy } from '@estate/shared-api/site/trustProxy';
import type { ShellConfig } from './config';
import { createRemoteRegistry } from './federation/remoteRegistry';
import { createDocumentCache } from './documents/documentCache';
import { watchDataVersion } from './documents/dataVersionWatch';
import { handleDocument } from './documents/handleDocument';
import { PROXY_BODY_LIMIT, registerApiProxy, registerDevAssetsProxy } from './http/apiProxy';
import { registerShellAssets } from './http/shellAssets';
import { frameworkError, registerSiteHttp, requestId } from './http/siteHttp';
import { registerRobots } from './robots';
import { registerAdminPage } from './admin/adminPage';
import { registerDraftPreview } from './preview/draftPreview';
import { createCityDirectory } from './site/cityDirectory';
import { createShellMetrics, type ShellMetrics } from './metrics/shellMetrics';

/** The `(line) => void` logger the server's parts write `{level, msg, ...fields}` lines to, onto pino. */
export function lineLogger(logger: FastifyBaseLogger): (line: object) => void {
  return (line) => {
    const { level, msg = '', ...fields } = line as { level?: string; msg?: string };
    const write = level === 'error' ? logger.error : level === 'warn' ? logger.warn : level === 'debug' ? logger.debug : logger.info;
    write.call(logger, fields, msg);
  };
}

/**
 * Where the log lines go: stdout, written without blocking. Writes to a pipe are synchronous on Linux, so with one
 * access-log line per request a slow reader (a process manager, a terminal) held every request up while it caught up:
 * documents and robots.txt fell to a tenth of their rate in the bench. Flushed before the process exits (main.ts).
 */
export const logDestination = pino.destination({ dest: 1, sync: false });

export interface ShellOperations {
  /** where the process is in its life: `/readyz` and `Connection: close` while stopping follow it */
  lifecycle: Lifecycle;
  metrics: ShellMetrics;
}

export async function buildShellServer(
  config: ShellConfig,
  { lifecycle, metrics }: ShellOperations = { lifecycle: createLifecycle(), metrics: createShellMetrics() },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, base: { service: 'shell' }, stream: logDestination },
    // one access-log line per request (siteHttp.ts) instead of Fastify's two
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    frameworkErrors: frameworkError,
    genReqId: requestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: PROXY_BODY_LIMIT,
    // a stop serves what reaches it (each answer then closes its connection) instead of a 503 in Fastify's shape
    return503OnClosing: false,
  });
  const log = lineLogger(app.log);
  const registry = createRemoteRegistry({ remotes: config.remotes, checkIntervalMs: config.remoteCheckMs, log });
  const dataVersion = watchDataVersion(config.apiUrl, config.documentCache.versionPollMs, log);
  metrics.followDataVersions(dataVersion);
  const cities = createCityDirectory(config.apiUrl, log);
  // a cached document is as old as the data and the builds it was rendered from
  const documents = createDocumentCache({
    ...config.documentCache,
    stamp: () => ({ data: dataVersion.current(), builds: registry.versions() }),
  });
  app.addHook('onReady', async () => {
    void registry.start();
  });
  app.addHook('onClose', async () => {
    registry.stop();
    dataVersion.stop();
  });

  registerSiteHttp(app);
  registerHttpMetrics(app, metrics.registry);
  // informational: the shell serves (its last good renderings, the pages left to the browser) while the API is down
  registerProbes(app, lifecycle, () => ({ data_versions: dataVersion.current() === null ? 'unknown' : 'known' }));
  await registerApiProxy(app, { config, onDataVersion: (header) => dataVersion.learn(header) });
  if (config.devAssetsUrl) await registerDevAssetsProxy(app, config.devAssetsUrl);
  else await registerShellAssets(app, { root: config.distDir, sourceMaps: config.serveSourceMaps });
  registerRobots(app, config, cities);
  app.get('/remotes.json', (_request, reply) => reply.header('Cache-Control', 'no-cache').send(config.remotes));
  registerAdminPage(app, config);
  registerDraftPreview(app, { config, registry, cities, log });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => handleDocument(request, reply, { config, registry, documents, cities, learnVersion: (header) => dataVersion.learn(header), log, metrics }),
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD').send(),
  });
  return app;
}
