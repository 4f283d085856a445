import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { notFound } from '../../http/errors';
import { readImageParams } from './imageParams';
import { createImageCache } from './imageCache';

const PATH = /^[a-z0-9][a-z0-9/_.-]{0,199}$/i;

/** `/img/<path>`: stored images resized, re-encoded and cached on disk, with long-lived cache headers. */
export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { images } = ctx.config;
  const cache = createImageCache(ctx.db, { dir: ctx.config.imageCacheDir, maxBytes: images.cacheMaxBytes, concurrency: images.resizeConcurrency, queue: images.resizeQueue, onLoad: ctx.metrics.imageQueue });

  app.get('/img/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'] ?? '';
    if (!PATH.test(path) || path.includes('..') || path.includes('//')) throw notFound();
    const params = readImageParams(request.query);
    const image = await cache.get(path, params);
    if (!image) throw notFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('etag', `"${image.key}"`);
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === `"${image.key}"`) return reply.status(304).send();
    reply.type(image.mime);
    reply.header('content-length', String(image.size));
    return reply.send(fs.createReadStream(image.file));
  });
}
