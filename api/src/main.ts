import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOnSignals } from '@estate/server-kit';
import { findRepoRoot, loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig(process.env, findRepoRoot(path.dirname(fileURLToPath(import.meta.url))));

try {
  const server = await startServer(config);
  const { drainDelayMs, shutdownTimeoutMs } = config.operations;
  stopOnSignals((cutShort) => server.close(cutShort), { timeoutMs: drainDelayMs + shutdownTimeoutMs, log: server.app.log });
} catch (error) {
  console.error(JSON.stringify({ level: 60, msg: 'api failed to start', err: error instanceof Error ? error.stack : String(error) }));
  process.exit(1);
}
