import fs from 'node:fs';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { errorResponses, NotModified } from '../../http/schema/responses';
import { createImageCache } from './imageCache';
import { imageParams, ImageQuery } from './imageParams';

const PATH = /^[a-z0-9][a-z0-9/_.-]{0,199}$/i;
const IMAGE = { type: 'string', format: 'binary' };

/** `/img/<path>`: stored images resized, re-encoded and cached on disk, with long-lived cache headers. */
export const imageRoutes = feature({ tag: 'Images' }, async (app, { ctx }) => {
  const { images } = ctx.config;
  const cache = createImageCache(ctx.db, { dir: ctx.config.imageCacheDir, maxBytes: images.cacheMaxBytes, concurrency: images.resizeConcurrency, queue: images.resizeQueue, onLoad: ctx.metrics.imageQueue });

  app.get(
    '/img/*',
    {
      schema: {
        summary: 'A stored image, resized and re-encoded',
        description: 'The paths come from the other answers (`/img/…`). Cached for a year (`immutable`), with an ETag.',
        params: Type.Object({ '*': Type.String({ description: 'The stored image’s path.' }) }),
        querystring: ImageQuery,
        response: {
          200: { description: 'The image.', content: { 'image/jpeg': { schema: IMAGE }, 'image/png': { schema: IMAGE }, 'image/webp': { schema: IMAGE }, 'image/avif': { schema: IMAGE } } },
          304: NotModified,
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      if (!PATH.test(path) || path.includes('..') || path.includes('//')) throw notFound();
      const image = await cache.get(path, imageParams(request.query));
      if (!image) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', `"${image.key}"`);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === `"${image.key}"`) return reply.status(304).send();
      reply.type(image.mime);
      reply.header('content-length', String(image.size));
      return reply.send(fs.createReadStream(image.file));
    },
  );
});
