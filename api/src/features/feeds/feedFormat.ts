import type { Queryable } from '../../db/db';
import type { DocumentSink } from '../../http/documentCache';
import { XML_DECLARATION, xmlElement, type XmlObject } from '../../http/xml';
import { feedLots, type FeedLot } from './feedLots';
import type { FeedSite } from './feedSite';

/** One classified's XML: its root element, what precedes the offers, and one element per lot. */
export interface FeedFormat {
  /** `/feeds/{name}.xml` */
  name: string;
  /** The root's opening tag and the elements before the offers. */
  head(site: FeedSite, now: Date): string;
  /** The root's closing tag. */
  tail: string;
  /** The element of one lot, and its content (see `xmlElement`). */
  item: string;
  offer(lot: FeedLot, site: FeedSite): XmlObject;
}

/** Streams the feed, one page of lots at a time, waiting for the compressor between pages. */
export async function writeFeed(
  db: Queryable,
  format: FeedFormat,
  site: FeedSite,
  now: Date,
  sink: DocumentSink,
): Promise<void> {
  sink.write(XML_DECLARATION + format.head(site, now));
  for await (const page of feedLots(db, site.city.id)) {
    sink.write(page.map((lot) => xmlElement(format.item, format.offer(lot, site))).join(''));
    await sink.drained();
  }
  sink.write(format.tail);
}
