import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { notFound } from '../../http/errors';
import type { FeedFormat } from './feedFormat';
import { FeedDocuments } from './feedDocuments';
import { loadFeedSite } from './feedSite';
import { yandexRealtyFeed } from './yandexRealtyFeed';
import { cianFeed } from './cianFeed';
import { avitoFeed } from './avitoFeed';

export const FEED_FORMATS: readonly FeedFormat[] = [yandexRealtyFeed, cianFeed, avitoFeed];

/**
 * `/feeds/{yandex-realty,cian,avito}.xml`: the lots on sale of the city whose host the request came through (the
 * shell proxies `/feeds/` here), absolute URLs on that host. Kept compressed in parts, one per project, each rebuilt
 * when its project's lots change (`FeedDocuments`), streamed as the parts come.
 */
export function registerFeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const documents = new FeedDocuments({ db: ctx.db, dataVersion: ctx.dataVersion, log: app.log });
  for (const format of FEED_FORMATS) {
    app.get(`/feeds/${format.name}.xml`, { compress: false }, async (request, reply) => {
      const site = await loadFeedSite(ctx.db, request);
      if (!site) throw notFound();
      return documents.send(request, reply, format, site);
    });
  }
}
