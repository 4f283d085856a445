#!/usr/bin/env node
// Serves a remote's build: `node serve/cli.mjs <dist dir> <port>` (PORT and HOST override; SERVE_SOURCE_MAPS=1
// also serves the source maps).
import path from 'node:path';
import { serveStatic } from './serveStatic.mjs';

const [dir = 'dist', portArg] = process.argv.slice(2);
const port = Number(process.env.PORT ?? portArg);
if (!Number.isInteger(port)) {
  console.error('usage: serve <dir> <port>');
  process.exit(2);
}
const server = serveStatic({
  root: path.resolve(dir),
  port,
  host: process.env.HOST ?? '127.0.0.1',
  sourceMaps: process.env.SERVE_SOURCE_MAPS === '1',
  log: (line) => console.log(line),
});
// A static server has nothing to finish: stop at once, keep-alive connections included (a redeploy restarts it).
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
