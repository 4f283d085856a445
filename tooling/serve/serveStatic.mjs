// The production static server for a built app, on serve-static (files, ETags, ranges, no escape from the root)
// and compression (gzip): CORS on, a year of caching for content-hashed files and revalidation for the files that
// name them (mf-manifest.json, remoteEntry.js, index.html). Generic over its folder: browser and server builds alike.
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStaticFiles from 'serve-static';
import { SITE_HEADERS } from '../http/siteHeaders.mjs';

/** `[name].[contenthash:8].ext`, as the webpack factory names every chunk. */
const HASHED = /\.[0-9a-f]{8}\./;

function setCacheHeaders(res, file) {
  res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Whether a request target can be served at all: origin-form (`/path?query`) whose path decodes. Absolute-form
 * (`GET http://host/`), authority-form, `*` and malformed escapes (`/%zz`, `/%E0%A4%A`) cannot.
 * @param {string | undefined} url
 */
export function isServableTarget(url) {
  if (!url || !url.startsWith('/')) return false;
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 in plain text; the connection is closed, since the client sent something we could not read. */
export function badRequest(res) {
  res.writeHead(400, { ...SITE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end('Bad request');
}

/**
 * A request handler for the files under `root` served at `prefix`; resolves false when it has no such file (so a
 * caller can go on) and true when it answered (the file, 304, 400 for an unreadable target).
 * Source maps are served only with `sourceMaps: true` (SERVE_SOURCE_MAPS=1).
 * @param {{root: string, prefix?: string, sourceMaps?: boolean}} options
 */
export function createStaticHandler({ root, prefix = '/', sourceMaps = false }) {
  const files = serveStaticFiles(path.resolve(root), {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });
  const compress = compression();
  return function handle(req, res) {
    return new Promise((resolve, reject) => {
      const url = req.url ?? '';
      if (!isServableTarget(url)) {
        badRequest(res);
        return resolve(true);
      }
      const pathname = url.split('?')[0];
      if (!pathname.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return resolve(false);
      if (!sourceMaps && pathname.endsWith('.map')) return resolve(false);
      res.once('close', () => resolve(true));
      req.url = url.slice(prefix.length - 1);
      const next = (error) => {
        req.url = url;
        if (error && error.statusCode >= 400 && error.statusCode < 500) {
          badRequest(res);
          resolve(true);
        } else if (error) reject(error);
        else resolve(false);
      };
      compress(req, res, (error) => (error ? next(error) : files(req, res, next)));
    });
  };
}

/**
 * Serves `root` on `port` with CORS on (remotes are fetched from the shell's origin). Returns the http.Server.
 * @param {{root: string, port: number, host?: string, sourceMaps?: boolean, log?: (line: string) => void}} options
 */
export function serveStatic({ root, port, host = '127.0.0.1', sourceMaps = false, log = () => {} }) {
  const handle = createStaticHandler({ root, sourceMaps });
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SITE_HEADERS)) res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    handle(req, res).then(
      (served) => {
        if (!served) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      },
      (error) => {
        log(`failed to serve ${req.url}: ${error}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      },
    );
  });
  server.listen(port, host, () => log(`serving ${root} on http://${host}:${port}`));
  return server;
}
