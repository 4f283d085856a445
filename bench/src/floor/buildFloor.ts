// Builds the floor page (React + ReactDOM, minified, production) into bench/.tmp/floor, to be served by the
// same static server as the remotes (gzip, caching headers).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export async function buildFloor(outDir: string): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(import.meta.dirname, 'app.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(outDir, 'app.js'),
    logLevel: 'warning',
  });
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>',
  );
}
