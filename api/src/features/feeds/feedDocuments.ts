import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import type { DataVersion } from '../../db/dataVersion';
import { asSiteWork } from '../../db/fairTurns';
import { acceptsGzip } from '../../http/documentCache';
import { gzipDocument, gzipPart, type GzipPart } from '../../http/gzipParts';
import { XML_DECLARATION } from '../../http/xml';
import { projectDependency } from '../../shared/lots/lotDependency';
import { feedPart, type FeedFormat } from './feedFormat';
import { projectsOnSale } from './feedLots';
import type { FeedSite } from './feedSite';

interface Part {
  /** The catalogue and content versions it was built at (or found unaffected since). */
  catalogue: number;
  content: number;
  gzip: Promise<GzipPart>;
}

/**
 * The classifieds' feeds, kept compressed in parts, one per project of the city (`http/gzipParts.ts`): a change of
 * lots rebuilds the parts of the projects it touched and nothing else (a booking, one project's part; a price list,
 * the projects of its lots), a change of anything else every part. A request takes each part as it stands —
 * unaffected since it was built, or built again now (concurrent requests share a build) — and streams the document
 * as the parts come. Its ETag names the parts' versions, its generation date the last change of the data.
 */
export class FeedDocuments {
  private readonly parts = new Map<string, Part>();

  constructor(
    private readonly deps: { db: Queryable; dataVersion: DataVersion; log: FastifyBaseLogger },
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, format: FeedFormat, site: FeedSite): Promise<FastifyReply> {
    const { db, dataVersion } = this.deps;
    const [projects, changed] = await Promise.all([
      projectsOnSale(db, site.city.id),
      db.query<{ at: Date }>('select max(changed_at) as at from data_versions'),
    ]);
    const prefix = `${format.name} ${site.origin} `;
    for (const key of this.parts.keys()) if (key.startsWith(prefix) && !projects.includes(Number(key.slice(prefix.length)))) this.parts.delete(key);
    const started = performance.now();
    let rebuilt = 0;
    const parts = projects.map((project) => {
      const key = prefix + project;
      const part = this.parts.get(key);
      if (part && this.holds(part, project)) return part;
      rebuilt += 1;
      const fresh: Part = {
        catalogue: dataVersion.current('catalogue'),
        content: dataVersion.current('content'),
        // the site's own work, shared by whoever asks: it waits its turns as the reads do (PGlite), not before them
        gzip: asSiteWork(() => feedPart(db, format, site, project)).then(gzipPart),
      };
      fresh.gzip.catch(() => this.parts.get(key) === fresh && this.parts.delete(key));
      this.parts.set(key, fresh);
      return fresh;
    });
    const etag = `W/"${crypto.createHash('sha1').update(prefix + parts.map((part) => `${part.catalogue}.${part.content}`).join(',')).digest('base64url')}"`;
    reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    const head = gzipPart(XML_DECLARATION + format.head(site, changed.rows[0]?.at ?? new Date(0)));
    const tail = gzipPart(format.tail);
    const log = this.deps.log;
    async function* inOrder() {
      yield await head;
      for (const part of parts) yield await part.gzip;
      yield await tail;
      if (rebuilt) log.info({ feed: prefix.trim(), parts: parts.length, rebuilt, ms: Math.round(performance.now() - started) }, 'feed parts built');
    }
    const gzipped = Readable.from(gzipDocument(inOrder()), { objectMode: false });
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(gzipped);
    return reply.send(pipeline(gzipped, createGunzip(), () => undefined)); // a failed part cuts this response off too
  }

  /** Whether a part still holds: nothing but lots changed since it was built, and none of them of its project. */
  private holds(part: Part, project: number): boolean {
    const { dataVersion } = this.deps;
    if (part.content !== dataVersion.current('content')) return false;
    const changes = dataVersion.changesSince('catalogue', part.catalogue);
    const affects = projectDependency(project);
    if (!changes || changes.some((change) => change.lots === null || change.lots.some(affects))) return false;
    part.catalogue = dataVersion.current('catalogue');
    return true;
  }
}
