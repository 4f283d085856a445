import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import type { DataVersion } from '../../db/dataVersion';
import { asSiteWork } from '../../db/fairTurns';
import { acceptsGzip } from '../../http/documentCache';
import { gzipDocument, gzipPart } from '../../http/gzipParts';
import { XML_DECLARATION } from '../../http/xml';
import { projectDependency } from '../../shared/lots/lotDependency';
import { renderOffers, type FeedFormat } from './feedFormat';
import { inIdOrder, patchChunks, type FeedChunks } from './feedChunks';
import { feedLots, feedLotsAmong, projectsOnSale, type FeedLot } from './feedLots';
import type { FeedSite } from './feedSite';

interface Part {
  /** The catalogue and content versions it was built at (or found unaffected since). */
  catalogue: number;
  content: number;
  chunks: Promise<FeedChunks>;
}

/**
 * The classifieds' feeds, kept compressed in parts, one per project of the city, each of chunks of offers
 * (`feedChunks.ts`, `http/gzipParts.ts`). A change of lots renders the offers of the lots it changed and nothing
 * else, and compresses again only their chunks (a booking, one offer; a price list, its lots' offers); a change of
 * anything else builds every part anew. A request takes each part as it stands — unaffected since it was built, or
 * brought up to date now (concurrent requests share the work, each part's changes applied in order) — and streams the
 * document as the parts come. Its ETag names the parts' versions, its generation date the last change of the data.
 */
export class FeedDocuments {
  private readonly parts = new Map<string, Part>();
  /**
   * The changed lots of a project that patches read, by the change, until the catalogue changes again: the
   * classifieds' feeds brought up to the same version read them once (on PGlite, the reads were half of a patch's time).
   */
  private changedLots = { catalogue: -1, reads: new Map<string, Promise<FeedLot[][]>>() };

  constructor(
    private readonly deps: { db: Queryable; dataVersion: DataVersion; log: FastifyBaseLogger },
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, format: FeedFormat, site: FeedSite): Promise<FastifyReply> {
    const { db } = this.deps;
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
      const next = this.upToDate(part, project, format, site);
      if (next === part) return part;
      rebuilt += 1;
      next.chunks.catch(() => this.parts.get(key) === next && this.parts.delete(key));
      this.parts.set(key, next);
      return next;
    });
    const etag = `W/"${crypto.createHash('sha1').update(prefix + parts.map((part) => `${part.catalogue}.${part.content}`).join(',')).digest('base64url')}"`;
    reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    const head = gzipPart(XML_DECLARATION + format.head(site, changed.rows[0]?.at ?? new Date(0)));
    const tail = gzipPart(format.tail);
    const log = this.deps.log;
    async function* inOrder() {
      yield await head;
      for (const part of parts) for (const chunk of inIdOrder(await part.chunks)) yield chunk.gzip;
      yield await tail;
      if (rebuilt) log.info({ feed: prefix.trim(), parts: parts.length, rebuilt, ms: Math.round(performance.now() - started) }, 'feed parts brought up to date');
    }
    const gzipped = Readable.from(gzipDocument(inOrder()), { objectMode: false });
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(gzipped);
    return reply.send(pipeline(gzipped, createGunzip(), () => undefined)); // a failed part cuts this response off too
  }

  /**
   * The part as it stands now: itself when nothing but lots of other projects changed since; patched when lots of its
   * project changed (the changed lots' offers rendered anew, in the site's own work, waiting its turns as the reads
   * do on PGlite); built anew when it is missing, or anything else changed, or the changes are no longer all known.
   */
  private upToDate(part: Part | undefined, project: number, format: FeedFormat, site: FeedSite): Part {
    const { db, dataVersion } = this.deps;
    const version = { catalogue: dataVersion.current('catalogue'), content: dataVersion.current('content') };
    const changes = part && part.content === version.content ? dataVersion.changesSince('catalogue', part.catalogue) : null;
    if (!part || !changes || changes.some((change) => change.lots === null)) {
      return { ...version, chunks: asSiteWork(async () => patchChunks(new Map(), [], await renderOffers(format, site, feedLots(db, site.city.id, project)))) };
    }
    const affects = projectDependency(project);
    const changed = new Set(changes.flatMap((change) => change.lots!.filter(affects).flatMap((lots) => lots.ids)));
    if (changed.size === 0) {
      part.catalogue = version.catalogue;
      return part;
    }
    const ids = [...changed];
    const read = () => this.readOnce(version.catalogue, `${site.city.id} ${project} ${part.catalogue} ${version.content}`, () => feedLotsAmong(db, site.city.id, project, ids));
    return { ...version, chunks: part.chunks.then((chunks) => asSiteWork(async () => patchChunks(chunks, ids, await renderOffers(format, site, await read())))) };
  }

  /** The pages `pages` yields, read once for the `change` (its city, project and versions) up to `catalogue`. */
  private readOnce(catalogue: number, change: string, pages: () => AsyncIterable<FeedLot[]>): Promise<FeedLot[][]> {
    if (this.changedLots.catalogue !== catalogue) this.changedLots = { catalogue, reads: new Map() };
    const { reads } = this.changedLots;
    const known = reads.get(change);
    if (known) return known;
    const read = (async () => {
      const all: FeedLot[][] = [];
      for await (const page of pages()) all.push(page);
      return all;
    })();
    read.catch(() => reads.get(change) === read && reads.delete(change)); // the next patch reads again
    reads.set(change, read);
    return read;
  }
}
