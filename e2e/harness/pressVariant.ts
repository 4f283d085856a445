// Serves a press build on the press remote's port the way a broken or slow deploy would look to the shell server:
// a manifest that differs from the last one (a redeploy, so the shell server registers it again), and the server
// build's files missing, delayed or patched. The browser build is served as it is.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { waitUntilPortFree } from '@estate/tooling/ports';
import { pressDist } from './pressServer';
import { pressPort } from './site';

export interface PressVariant {
  /** names this deploy: appended to the manifest so its text changes */
  deploy: string;
  dist?: string;
  /** the server build's files answer 404 */
  withoutServerBuild?: boolean;
  /** the server build's files arrive this late */
  serverDelayMs?: number;
  /** rewrites the server build's scripts */
  patchServerScript?: (source: string) => string;
  /** another port than the press remote's (a second shell server reads it there) */
  port?: number;
}

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `variant`, read on every request (a test may change `deploy` to redeploy). */
export async function servePressVariant(variant: PressVariant): Promise<() => Promise<void>> {
  const root = variant.dist ?? pressDist;
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://press').pathname;
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const isServerBuild = pathname.startsWith('/server/');
    const send = () => {
      if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile() || (isServerBuild && variant.withoutServerBuild)) {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
        return;
      }
      let body = fs.readFileSync(file, 'utf8');
      if (pathname === '/mf-manifest.json') body = JSON.stringify({ ...JSON.parse(body), deploy: variant.deploy });
      if (isServerBuild && pathname.endsWith('.js') && variant.patchServerScript) body = variant.patchServerScript(body);
      res.writeHead(200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      res.end(body);
    };
    if (isServerBuild && variant.serverDelayMs) setTimeout(send, variant.serverDelayMs);
    else send();
  });
  const port = variant.port ?? pressPort;
  await waitUntilPortFree(port);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
