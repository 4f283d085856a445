import type { Queryable } from '../../db/db';
import { xmlElement, type XmlObject } from '../../http/xml';
import { feedLots, type FeedLot } from './feedLots';
import type { FeedSite } from './feedSite';

/** One classified's XML: its root element, what precedes the offers, and one element per lot. */
export interface FeedFormat {
  /** `/feeds/{name}.xml` */
  name: string;
  /** The root's opening tag and the elements before the offers; `generated`: when the data last changed. */
  head(site: FeedSite, generated: Date): string;
  /** The root's closing tag. */
  tail: string;
  /** The element of one lot, and its content (see `xmlElement`). */
  item: string;
  offer(lot: FeedLot, site: FeedSite): XmlObject;
}

/** The offers of a project's lots on sale, as the feed's text (one part of the feed). */
export async function feedPart(db: Queryable, format: FeedFormat, site: FeedSite, projectId: number): Promise<string> {
  const pages: string[] = [];
  for await (const page of feedLots(db, site.city.id, projectId)) pages.push(page.map((lot) => xmlElement(format.item, format.offer(lot, site))).join(''));
  return pages.join('');
}
