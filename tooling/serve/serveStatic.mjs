// A small production static server for a built app: CORS on, gzip, long caching for hashed files and
// no caching for the files that name them (mf-manifest.json, remoteEntry.js, index.html).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.js', '.mjs', '.css', '.json', '.html', '.svg', '.map', '.txt']);
const hashed = /\.[0-9a-f]{8}\./;

/** Reads, compresses and remembers a file; a rebuilt file is picked up because the key holds its mtime. */
function createFileCache() {
  const cache = new Map();
  return async function load(file) {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    const key = `${file}:${stat.mtimeMs}`;
    let entry = cache.get(key);
    if (!entry) {
      const body = await fs.readFile(file);
      const ext = path.extname(file);
      const gzip = compressible.has(ext) ? zlib.gzipSync(body, { level: 9 }) : null;
      entry = { body, gzip, type: types[ext] ?? 'application/octet-stream' };
      cache.set(key, entry);
    }
    return entry;
  };
}

/**
 * A request handler for the files under `root`; resolves false when it has no such file (so a caller can go on).
 * @param {{root: string, prefix?: string, fallback?: string}} options
 */
export function createStaticHandler({ root, prefix = '/', fallback }) {
  const load = createFileCache();
  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://static');
    if (!url.pathname.startsWith(prefix)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const relative = path
      .normalize(decodeURIComponent(url.pathname.slice(prefix.length)))
      .replace(/^(\.\.[/\\])+/, '');
    let file = path.join(root, relative);
    if (!file.startsWith(root)) return false;
    let entry = await load(file).catch(() => null);
    if (!entry && fallback) {
      file = path.join(root, fallback);
      entry = await load(file).catch(() => null);
    }
    if (!entry) return false;
    const immutable = hashed.test(path.basename(file));
    const useGzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGzip ? entry.gzip : entry.body;
    res.writeHead(200, {
      'Content-Type': entry.type,
      'Content-Length': body.length,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * Serves `root` on `port` with CORS on (remotes are fetched from the shell's origin). Returns the http.Server.
 * @param {{root: string, port: number, host?: string, log?: (line: string) => void}} options
 */
export function serveStatic({ root, port, host = '127.0.0.1', log = () => {} }) {
  const handle = createStaticHandler({ root });
  const server = http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (await handle(req, res)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  server.listen(port, host, () => log(`serving ${root} on http://${host}:${port}`));
  return server;
}
