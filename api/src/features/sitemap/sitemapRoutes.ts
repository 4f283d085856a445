import { Type } from 'typebox';
import { feature } from '../../http/feature';
import { errorResponses, NotModified, XmlDocument } from '../../http/schema/responses';
import { DocumentCache, type DocumentSink } from '../../http/documentCache';
import { notFound } from '../../http/errors';
import { requestOrigin } from '../../http/requestOrigin';
import { openTag, XML_DECLARATION, xmlElement } from '../../http/xml';
import { moscowTime } from '@estate/shared-api/time/moscowTime';
import { cityOfSite } from '../../shared/cities/cityParam';
import { entryCounts, lastChange, sitemapEntries } from './sitemapEntries';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `/sitemap.xml` (an index) and its parts `/sitemaps/{n}.xml` of at most `SITEMAP_URLS_PER_PART` URLs for the city
 * whose host the request came through (the shell proxies both here; robots.txt, which depends on the stage, is the
 * shell's). Streamed from the data and cached like the feeds until the catalogue or the content changes.
 */
export const sitemapRoutes = feature({ tag: 'Feeds' }, async (app, { ctx }) => {
  const documents = new DocumentCache({
    dataVersion: ctx.dataVersion,
    scopes: ['catalogue', 'content'],
    contentType: 'application/xml; charset=utf-8',
    log: app.log,
  });
  const perPart = ctx.config.sitemapUrlsPerPart;
  const partCount = async (cityId: number) =>
    Math.max(
      1,
      Math.ceil((await entryCounts(ctx.db, cityId)).reduce((sum, count) => sum + count, 0) / perPart),
    );

  app.get('/sitemap.xml', { compress: false, schema: { summary: 'The sitemap index of the host’s city', response: { 200: XmlDocument('The index of the parts.'), 304: NotModified, ...errorResponses(404) } } }, async (request, reply) => {
    const city = await cityOfSite(ctx.db, request.site.city ?? '');
    if (!city) throw notFound();
    const origin = requestOrigin(request);
    return documents.send(request, reply, `sitemap ${origin}`, async (sink) => {
      const [parts, changed] = await Promise.all([partCount(city.id), lastChange(ctx.db)]);
      const lastmod = moscowTime(changed);
      sink.write(XML_DECLARATION + openTag('sitemapindex', { xmlns: SITEMAP_NAMESPACE }));
      for (let part = 1; part <= parts; part += 1)
        sink.write(xmlElement('sitemap', { loc: `${origin}/sitemaps/${part}.xml`, lastmod }));
      sink.write('</sitemapindex>\n');
    });
  });

  const PartParams = Type.Object({ file: Type.String({ pattern: '^[1-9]\\d{0,5}\\.xml$', description: '`{n}.xml`, n from 1.' }) });
  app.get('/sitemaps/:file', { compress: false, schema: { summary: 'One part of the sitemap', params: PartParams, response: { 200: XmlDocument('Up to SITEMAP_URLS_PER_PART URLs.'), 304: NotModified } } }, async (request, reply) => {
    const part = Number(request.params.file.slice(0, -'.xml'.length));
    const city = await cityOfSite(ctx.db, request.site.city ?? '');
    if (!city || !part || part > (await partCount(city.id))) throw notFound();
    const origin = requestOrigin(request);
    return documents.send(request, reply, `sitemap ${origin} ${part}`, async (sink: DocumentSink) => {
      sink.write(XML_DECLARATION + openTag('urlset', { xmlns: SITEMAP_NAMESPACE }));
      for await (const page of sitemapEntries(ctx.db, city.id, (part - 1) * perPart, part * perPart)) {
        sink.write(
          page
            .map((entry) =>
              xmlElement('url', { loc: origin + entry.path, lastmod: moscowTime(entry.lastmod) }),
            )
            .join(''),
        );
        await sink.drained();
      }
      sink.write('</urlset>\n');
    });
  });
});
