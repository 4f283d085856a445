import { notFound } from '../../http/errors';
import { feature } from '../../http/feature';
import { errorResponses, NotModified, XmlDocument } from '../../http/schema/responses';
import type { FeedFormat } from './feedFormat';
import { FeedDocuments } from './feedDocuments';
import { loadFeedSite } from './feedSite';
import { yandexRealtyFeed } from './yandexRealtyFeed';
import { cianFeed } from './cianFeed';
import { avitoFeed } from './avitoFeed';

export const FEED_FORMATS: readonly FeedFormat[] = [yandexRealtyFeed, cianFeed, avitoFeed];

/**
 * `/feeds/{yandex-realty,cian,avito}.xml`: the lots on sale of the city whose host the request came through (the
 * shell proxies `/feeds/` here), absolute URLs on that host. Kept compressed in parts, one per project, whose changed
 * lots' offers alone are rendered again (`FeedDocuments`), streamed as the parts come.
 */
export const feedRoutes = feature({ tag: 'Feeds' }, async (app, { ctx }) => {
  const documents = new FeedDocuments({ db: ctx.db, dataVersion: ctx.dataVersion, log: app.log });
  for (const format of FEED_FORMATS) {
    const schema = { summary: `The ${format.name} classifieds feed of the host's city`, response: { 200: XmlDocument('The feed.'), 304: NotModified, ...errorResponses(404) } };
    app.get(`/feeds/${format.name}.xml`, { compress: false, schema }, async (request, reply) => {
      const site = await loadFeedSite(ctx.db, request);
      if (!site) throw notFound();
      return documents.send(request, reply, format, site);
    });
  }
});
