// The shell's Node server: the HTML document with initial state and the right status, the remotes map,
// the shell's static files, robots.txt, and a proxy of /api, /img, /feeds and the sitemap to the API server.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createStaticHandler } from '@estate/tooling/serve';
import { readConfig } from './config';
import { handleDocument } from './handleDocument';
import { isForApi, proxyTo } from './proxy';
import { serveRobots } from './robots';

const config = readConfig();
const log = (line: object) => console.info(JSON.stringify({ time: new Date().toISOString(), ...line }));
const assets = createStaticHandler({ root: config.distDir, prefix: '/assets/' });

async function loadTemplate(): Promise<string> {
  if (config.devAssetsUrl) return (await fetch(`${config.devAssetsUrl}/assets/index.html`)).text();
  return fs.readFile(path.join(config.distDir, 'index.html'), 'utf8');
}

const server = http.createServer(async (req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    if (isForApi(pathname)) {
      proxyTo(config.apiUrl, req, res, log);
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
    await handleDocument(req, res, config, await loadTemplate(), log);
  } catch (error) {
    log({ level: 'error', msg: 'request failed', path: req.url, error: String(error) });
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
});

server.on('error', (error) => log({ level: 'error', msg: 'server error', error: String(error) }));
server.listen(config.port, config.host, () => {
  log({
    level: 'info',
    msg: `shell on http://${config.host}:${config.port}`,
    api: config.apiUrl,
    remotes: config.remotes,
  });
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
