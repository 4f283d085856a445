import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));

try {
  const server = await startServer(config);
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  console.error(JSON.stringify({ level: 60, msg: 'api failed to start', err: error instanceof Error ? error.stack : String(error) }));
  process.exit(1);
}
