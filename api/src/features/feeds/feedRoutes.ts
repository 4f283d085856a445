import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { DocumentCache } from '../../http/documentCache';
import { notFound } from '../../http/errors';
import { writeFeed, type FeedFormat } from './feedFormat';
import { loadFeedSite } from './feedSite';
import { yandexRealtyFeed } from './yandexRealtyFeed';
import { cianFeed } from './cianFeed';
import { avitoFeed } from './avitoFeed';

export const FEED_FORMATS: readonly FeedFormat[] = [yandexRealtyFeed, cianFeed, avitoFeed];

/**
 * `/feeds/{yandex-realty,cian,avito}.xml`: the lots on sale of the city whose host the request came through (the
 * shell proxies `/feeds/` here), absolute URLs on that host. Built while streamed, then served from the cache until
 * the catalogue or the content changes (`DocumentCache`).
 */
export function registerFeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const documents = new DocumentCache({
    dataVersion: ctx.dataVersion,
    scopes: ['catalogue', 'content'],
    contentType: 'application/xml; charset=utf-8',
    log: app.log,
  });
  for (const format of FEED_FORMATS) {
    app.get(`/feeds/${format.name}.xml`, { compress: false }, async (request, reply) => {
      const site = await loadFeedSite(ctx.db, request);
      if (!site) throw notFound();
      return documents.send(request, reply, `${format.name} ${site.origin}`, (sink) =>
        writeFeed(ctx.db, format, site, ctx.now(), sink),
      );
    });
  }
}
