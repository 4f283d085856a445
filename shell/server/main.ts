// The shell's Node server: the HTML document rendered with React (frame and page) with the right status, the
// remotes map, the shell's static files, robots.txt, and a proxy of /api, /img, /feeds and the sitemap to the API.
import './productionMode';
import http from 'node:http';
import { enableStaticRendering } from 'mobx-react-lite';
import { badRequest, createStaticHandler, isServableTarget } from '@estate/tooling/serve';
import { readConfig } from './config';
import { handleDocument } from './handleDocument';
import { createRemoteRegistry } from './federation/remoteRegistry';
import { isForApi, proxyTo } from './proxy';
import { serveRobots } from './robots';
import { provideDomParser } from './render/serverDomParser';
import { createDocumentCache } from './documents/documentCache';
import { watchDataVersion } from './documents/dataVersionWatch';

// mobx observers render once and subscribe to nothing on the server (the remotes share this mobx-react-lite)
enableStaticRendering(true);
provideDomParser();

const config = readConfig();
const log = (line: object) => console.info(JSON.stringify({ time: new Date().toISOString(), ...line }));
const assets = createStaticHandler({ root: config.distDir, prefix: '/assets/', sourceMaps: config.serveSourceMaps });
const registry = createRemoteRegistry({ remotes: config.remotes, checkIntervalMs: config.remoteCheckMs, log });
const dataVersion = watchDataVersion(config.apiUrl, config.documentCache.versionPollMs, log);
// a cached document is as old as the data and the builds it was rendered from
const documents = createDocumentCache({
  ...config.documentCache,
  stamp: () => {
    const data = dataVersion.current();
    return data === null ? null : `${data} ${registry.versions()}`;
  },
});

let stopping = false;
/** Responses under way, so a stop can tell those that have not started yet to close their connection. */
const underWay = new Set<http.ServerResponse>();

/** Answers one request; it answers its own failures (500), so it never rejects. */
async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  // while stopping, every response closes its connection, so a kept-alive client comes back on a new one
  if (stopping) res.shouldKeepAlive = false;
  underWay.add(res);
  res.once('close', () => underWay.delete(res));
  if (!isServableTarget(req.url)) {
    badRequest(res);
    return;
  }
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    if (isForApi(pathname)) {
      proxyTo(config.apiUrl, req, res, log, (answer) => dataVersion.learn(answer.headers['x-data-version']));
      return;
    }
    if (pathname === '/robots.txt') {
      serveRobots(req, res, config);
      return;
    }
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config.remotes));
      return;
    }
    if (config.devAssetsUrl && pathname.startsWith('/assets/')) {
      proxyTo(config.devAssetsUrl, req, res, log);
      return;
    }
    if (await assets(req, res)) return;
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    await handleDocument(req, res, { config, registry, documents, log });
  } catch (error) {
    log({ level: 'error', msg: 'request failed', path: req.url, error: String(error) });
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
}

const server = http.createServer((req, res) => void handle(req, res));

server.on('error', (error) => log({ level: 'error', msg: 'server error', error: String(error) }));
void registry.start();
server.listen(config.port, config.host, () => {
  log({
    level: 'info',
    msg: `shell on http://${config.host}:${config.port}`,
    api: config.apiUrl,
    remotes: config.remotes,
  });
});

// Graceful stop: no new connections, requests in flight finish (within 10 s), idle kept-alive connections close.
function stop() {
  stopping = true;
  // those in flight too (a response already streaming has announced keep-alive: its connection closes once idle)
  for (const res of underWay) if (!res.headersSent) res.shouldKeepAlive = false;
  registry.stop();
  dataVersion.stop();
  server.close(() => process.exit(0));
  setInterval(() => server.closeIdleConnections(), 1000).unref();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
