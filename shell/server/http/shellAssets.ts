// The shell's own built files under /assets/ (@fastify/static, compressed by @fastify/compress): a year of caching
// for content-hashed files, revalidation for the others (assets.json); source maps only with SERVE_SOURCE_MAPS=1.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

/** `[name].[contenthash:8].ext`, as the webpack factory names every chunk. */
const HASHED = /\.[0-9a-f]{8}\./;

export async function registerShellAssets(app: FastifyInstance, { root, sourceMaps }: { root: string; sourceMaps: boolean }): Promise<void> {
  await app.register(async (assets) => {
    await assets.register(compress, { threshold: 1024 });
    await assets.register(fastifyStatic, {
      root,
      prefix: '/assets/',
      index: false,
      redirect: false,
      dotfiles: 'deny',
      cacheControl: false,
      // a file that is not there is the shell's 404 (setNotFoundHandler), not a page
      wildcard: true,
      allowedPath: (pathname) => sourceMaps || !pathname.endsWith('.map'),
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
