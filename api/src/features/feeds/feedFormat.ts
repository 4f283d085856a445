import { xmlElement, type XmlObject } from '../../http/xml';
import type { Fragment } from './feedChunks';
import type { FeedLot } from './feedLots';
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

/** The lots' offers, as the feed's bytes, one fragment each, page by page (PGlite's reads take turns between pages). */
export async function renderOffers(format: FeedFormat, site: FeedSite, lots: AsyncIterable<FeedLot[]> | Iterable<FeedLot[]>): Promise<Fragment[]> {
  const fragments: Fragment[] = [];
  for await (const page of lots) for (const lot of page) fragments.push({ id: lot.id, bytes: Buffer.from(xmlElement(format.item, format.offer(lot, site))) });
  return fragments;
}
